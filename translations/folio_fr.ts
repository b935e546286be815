<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>folio::MainWindow</name>
    <message>
        <source>Drop scans or PDFs here</source>
        <translation>Déposez ici des scans ou des PDF</translation>
    </message>
</context>
</TS>
