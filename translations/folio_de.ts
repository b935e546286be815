<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>folio::MainWindow</name>
    <message>
        <source>Drop scans or PDFs here</source>
        <translation>Scans oder PDFs hier ablegen</translation>
    </message>
</context>
</TS>
