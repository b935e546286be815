<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>InterfaceLanguageMenu</name>
    <message>
        <source>Interface &amp;language</source>
        <translation>&amp;Idioma de la interfaz</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Predeterminado del sistema</translation>
    </message>
    <message>
        <source>The interface language changes when Folio starts next.</source>
        <translation>El idioma de la interfaz cambiará la próxima vez que se inicie Folio.</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>not recognized</source>
        <translation>no reconocida</translation>
    </message>
    <message>
        <source>queued</source>
        <translation>en cola</translation>
    </message>
    <message>
        <source>done</source>
        <translation>terminada</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fallida</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>cancelada</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>una cadena</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un número</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true o false</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>una matriz (array)</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objeto</translation>
    </message>
    <message>
        <source>%1: field “%2” must be %3</source>
        <translation>%1: el campo «%2» debe ser %3</translation>
    </message>
    <message>
        <source> block %1</source>
        <translation> bloque %1</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>debe ser un objeto</translation>
    </message>
    <message>
        <source>field “box” must hold 4 numbers x1 &lt; x2, y1 &lt; y2 within 0..1000</source>
        <translation>el campo «box» debe contener 4 números x1 &lt; x2, y1 &lt; y2 entre 0 y 1000</translation>
    </message>
    <message>
        <source> low-confidence span %1</source>
        <translation> fragmento dudoso %1</translation>
    </message>
    <message>
        <source>fields “start” and “length” must lie within the edited text (%1 characters)</source>
        <translation>los campos «start» y «length» deben estar dentro del texto editado (%1 caracteres)</translation>
    </message>
    <message>
        <source>field “probability” must lie within 0..1</source>
        <translation>el campo «probability» debe estar entre 0 y 1</translation>
    </message>
    <message>
        <source>page %1</source>
        <translation>página %1</translation>
    </message>
    <message>
        <source>%1: must be an object</source>
        <translation>%1: debe ser un objeto</translation>
    </message>
    <message>
        <source>field “id” is not a UUID: %1</source>
        <translation>el campo «id» no es un UUID: %1</translation>
    </message>
    <message>
        <source>field “pageIndex” is negative</source>
        <translation>el campo «pageIndex» es negativo</translation>
    </message>
    <message>
        <source>field “state” has an unknown value “%1”</source>
        <translation>el campo «state» tiene un valor desconocido «%1»</translation>
    </message>
    <message>
        <source>field “rotation” must be 0, 90, 180 or 270, not %1</source>
        <translation>el campo «rotation» debe ser 0, 90, 180 o 270, no %1</translation>
    </message>
    <message>
        <source>field “cut” has an unknown value “%1”</source>
        <translation>el campo «cut» tiene un valor desconocido «%1»</translation>
    </message>
    <message>
        <source> region %1</source>
        <translation> región %1</translation>
    </message>
    <message>
        <source>field “rect” must hold 4 numbers [x, y, width, height]</source>
        <translation>el campo «rect» debe contener 4 números [x, y, ancho, alto]</translation>
    </message>
    <message>
        <source>Cannot open project “%1”: %2</source>
        <translation>No se puede abrir el proyecto «%1»: %2</translation>
    </message>
    <message>
        <source>the file is damaged or not a project (JSON error at line %1: %2)</source>
        <translation>el archivo está dañado o no es un proyecto (error JSON en la línea %1: %2)</translation>
    </message>
    <message>
        <source>not a Folio project (the top level is not an object)</source>
        <translation>no es un proyecto de Folio (el nivel superior no es un objeto)</translation>
    </message>
    <message>
        <source>not a Folio project (field “format” is not “%1”)</source>
        <translation>no es un proyecto de Folio (el campo «format» no es «%1»)</translation>
    </message>
    <message>
        <source>field “formatVersion” is missing or not a number</source>
        <translation>el campo «formatVersion» falta o no es un número</translation>
    </message>
    <message>
        <source>it was saved by a newer Folio (format version %1; this Folio reads versions 1 to %2). Update Folio to open it.</source>
        <translation>se guardó con una versión más reciente de Folio (versión de formato %1; esta versión lee las versiones 1 a %2). Actualice Folio para abrirlo.</translation>
    </message>
    <message>
        <source>format version %1 is not a released format (the first is 1)</source>
        <translation>la versión de formato %1 no es un formato publicado (la primera es la 1)</translation>
    </message>
    <message>
        <source>project</source>
        <translation>proyecto</translation>
    </message>
    <message>
        <source>field “pages” is missing</source>
        <translation>falta el campo «pages»</translation>
    </message>
    <message>
        <source>Cannot write “%1”: %2</source>
        <translation>No se puede escribir «%1»: %2</translation>
    </message>
    <message>
        <source>page %1 (%2)</source>
        <translation>página %1 (%2)</translation>
    </message>
    <message>
        <source>“%1” already exists; it is replaced only when you confirm overwriting it</source>
        <translation>«%1» ya existe; solo se reemplaza si confirma que desea sobrescribirlo</translation>
    </message>
    <message>
        <source>pandoc was not found (“%1” could not be started: %2). Install pandoc to export Word, OpenDocument and EPUB files.</source>
        <translation>no se encontró pandoc (no se pudo iniciar «%1»: %2). Instale pandoc para exportar archivos Word, OpenDocument y EPUB.</translation>
    </message>
    <message>
        <source>“%1 --version” failed: %2</source>
        <translation>«%1 --version» falló: %2</translation>
    </message>
    <message>
        <source>Nothing to export: no pages were selected</source>
        <translation>Nada que exportar: no se ha seleccionado ninguna página</translation>
    </message>
    <message>
        <source>No output file was chosen</source>
        <translation>No se ha elegido ningún archivo de salida</translation>
    </message>
    <message>
        <source>KaTeX was not found in “%1”: formulas are shown as TeX source</source>
        <translation>No se encontró KaTeX en «%1»: las fórmulas se muestran como código TeX</translation>
    </message>
    <message>
        <source>%1: no page image to export (%2: %3)</source>
        <translation>%1: no hay imagen de página para exportar (%2: %3)</translation>
    </message>
    <message>
        <source>Cannot create a temporary folder for the %1 export: %2</source>
        <translation>No se puede crear una carpeta temporal para la exportación %1: %2</translation>
    </message>
    <message>
        <source>The %1 export&apos;s temporary files: %2</source>
        <translation>Archivos temporales de la exportación %1: %2</translation>
    </message>
    <message>
        <source>pandoc did not finish the %1 export of “%2” (%3)</source>
        <translation>pandoc no terminó la exportación %1 de «%2» (%3)</translation>
    </message>
    <message>
        <source>pandoc failed to write the %1 file “%2” (exit code %3): %4</source>
        <translation>pandoc no pudo escribir el archivo %1 «%2» (código de salida %3): %4</translation>
    </message>
    <message>
        <source>no message</source>
        <translation>sin mensaje</translation>
    </message>
    <message>
        <source>pandoc reported success but wrote no %1 file for “%2”: %3</source>
        <translation>pandoc indicó éxito pero no escribió ningún archivo %1 para «%2»: %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Cannot make the PDF “%1”: %2</source>
        <translation>No se puede crear el PDF «%1»: %2</translation>
    </message>
    <message>
        <source>the image is %1x%2 pixels, more than the limit of %3 pixels</source>
        <translation>la imagen tiene %1x%2 píxeles, más que el límite de %3 píxeles</translation>
    </message>
    <message>
        <source>cannot be decoded (%1)</source>
        <translation>no se puede descodificar (%1)</translation>
    </message>
    <message>
        <source>not an image in a known format (PNG, JPEG, WebP, TIFF, BMP, ...)</source>
        <translation>no es una imagen en un formato conocido (PNG, JPEG, WebP, TIFF, BMP, ...)</translation>
    </message>
    <message>
        <source>cannot be read (%1)</source>
        <translation>no se puede leer (%1)</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>el archivo está vacío</translation>
    </message>
    <message>
        <source>not a readable image (%1)</source>
        <translation>no es una imagen legible (%1)</translation>
    </message>
    <message>
        <source>%1: claims %2 pages, more than the limit of %3</source>
        <translation>%1: declara %2 páginas, más que el límite de %3</translation>
    </message>
    <message>
        <source>%1: page %2: %3</source>
        <translation>%1: página %2: %3</translation>
    </message>
    <message>
        <source>%1: cannot read the file (%2)</source>
        <translation>%1: no se puede leer el archivo (%2)</translation>
    </message>
    <message>
        <source>not a file</source>
        <translation>no es un archivo</translation>
    </message>
    <message>
        <source>no page image</source>
        <translation>no hay imagen de página</translation>
    </message>
    <message>
        <source>the page could not be converted for orientation detection</source>
        <translation>no se pudo convertir la página para detectar la orientación</translation>
    </message>
    <message>
        <source>Tesseract&apos;s orientation data (osd.traineddata) is not installed</source>
        <translation>los datos de orientación de Tesseract (osd.traineddata) no están instalados</translation>
    </message>
    <message>
        <source>too little text to tell the page&apos;s orientation</source>
        <translation>muy poco texto para determinar la orientación de la página</translation>
    </message>
    <message>
        <source>page %1 could not be rendered: %2</source>
        <translation>no se pudo renderizar la página %1: %2</translation>
    </message>
    <message>
        <source>the renderer gave no answer</source>
        <translation>el renderizador no respondió</translation>
    </message>
    <message>
        <source>the renderer&apos;s answer is damaged</source>
        <translation>la respuesta del renderizador está dañada</translation>
    </message>
    <message>
        <source>the page renderer %1 is not installed beside the program</source>
        <translation>el renderizador de páginas %1 no está instalado junto al programa</translation>
    </message>
    <message>
        <source>the page renderer did not start (%1)</source>
        <translation>el renderizador de páginas no se inició (%1)</translation>
    </message>
    <message>
        <source>rendering took longer than %1 s and was stopped (a damaged or hostile page, e.g. a decompression bomb)</source>
        <translation>el renderizado tardó más de %1 s y se detuvo (una página dañada o maliciosa, p. ej. una bomba de descompresión)</translation>
    </message>
    <message>
        <source>the renderer stopped: the page needs more than %1 MiB of memory or is damaged</source>
        <translation>el renderizador se detuvo: la página necesita más de %1 MiB de memoria o está dañada</translation>
    </message>
    <message>
        <source>%1: has no pages</source>
        <translation>%1: no tiene páginas</translation>
    </message>
    <message>
        <source>the document has no pages</source>
        <translation>el documento no tiene páginas</translation>
    </message>
    <message>
        <source>claims %1 pages, more than the limit of %2</source>
        <translation>declara %1 páginas, más que el límite de %2</translation>
    </message>
    <message>
        <source>%1: page %2 no longer exists</source>
        <translation>%1: la página %2 ya no existe</translation>
    </message>
    <message>
        <source>%1: page %2 not found</source>
        <translation>%1: no se encontró la página %2</translation>
    </message>
    <message>
        <source>not a readable PDF (damaged or not a PDF)</source>
        <translation>no es un PDF legible (dañado o no es un PDF)</translation>
    </message>
    <message>
        <source>the PDF is encrypted: it needs a password</source>
        <translation>el PDF está cifrado: necesita una contraseña</translation>
    </message>
    <message>
        <source>wrong password for the encrypted PDF</source>
        <translation>contraseña incorrecta para el PDF cifrado</translation>
    </message>
    <message>
        <source>page %1 cannot be read (damaged page tree)</source>
        <translation>no se puede leer la página %1 (árbol de páginas dañado)</translation>
    </message>
    <message>
        <source>page %1 has an implausible size (%2 x %3 pt)</source>
        <translation>la página %1 tiene un tamaño inverosímil (%2 x %3 pt)</translation>
    </message>
    <message>
        <source>page %1 would be too large to render</source>
        <translation>la página %1 sería demasiado grande para renderizarla</translation>
    </message>
    <message>
        <source>page %1 cannot be rendered</source>
        <translation>no se puede renderizar la página %1</translation>
    </message>
    <message>
        <source>page %1 cannot be rendered (out of memory)</source>
        <translation>no se puede renderizar la página %1 (memoria insuficiente)</translation>
    </message>
    <message>
        <source>%1: cannot read the downloaded file</source>
        <translation>%1: no se puede leer el archivo descargado</translation>
    </message>
    <message>
        <source>%1: size is %2 bytes, expected %3</source>
        <translation>%1: el tamaño es de %2 bytes, se esperaban %3</translation>
    </message>
    <message>
        <source>%1: checksum mismatch (got %2, expected %3)</source>
        <translation>%1: la suma de comprobación no coincide (se obtuvo %2, se esperaba %3)</translation>
    </message>
    <message>
        <source>LightOnOCR-%1</source>
        <translation>LightOnOCR-%1</translation>
    </message>
    <message>
        <source>unknown LightOnOCR generation</source>
        <translation>generación de LightOnOCR desconocida</translation>
    </message>
    <message>
        <source>%1: plain text and layout with boxes (grounding)</source>
        <translation>%1: texto sin formato y diseño con cuadros (grounding)</translation>
    </message>
    <message>
        <source>%1: plain text (no layout boxes)</source>
        <translation>%1: texto sin formato (sin cuadros de diseño)</translation>
    </message>
    <message>
        <source>%1 has no grounding mode: layout boxes need a LightOnOCR-3 model. Use plain mode, or choose LightOnOCR-3-1B.</source>
        <translation>%1 no tiene modo grounding: los cuadros de diseño requieren un modelo LightOnOCR-3. Use el modo de texto sin formato o elija LightOnOCR-3-1B.</translation>
    </message>
    <message>
        <source>Folio cannot tell which LightOnOCR generation “%1” is, so it offers plain mode only: grounding needs a LightOnOCR-3 model, named as such in its folder or its config.json.</source>
        <translation>Folio no puede determinar a qué generación de LightOnOCR pertenece «%1», así que solo ofrece el modo de texto sin formato: el grounding requiere un modelo LightOnOCR-3, identificado como tal en el nombre de su carpeta o en su config.json.</translation>
    </message>
    <message>
        <source>document</source>
        <translation>documento</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>Markdown, one file per page (*.md)</source>
        <translation>Markdown, un archivo por página (*.md)</translation>
    </message>
    <message>
        <source>Word document (*.docx)</source>
        <translation>Documento de Word (*.docx)</translation>
    </message>
    <message>
        <source>OpenDocument text (*.odt)</source>
        <translation>Texto OpenDocument (*.odt)</translation>
    </message>
    <message>
        <source>EPUB e-book (*.epub)</source>
        <translation>Libro electrónico EPUB (*.epub)</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>Página web (*.html)</translation>
    </message>
    <message>
        <source>Plain text (*.txt)</source>
        <translation>Texto sin formato (*.txt)</translation>
    </message>
    <message>
        <source>Searchable PDF, text positions approximate (*.pdf)</source>
        <translation>PDF con búsqueda, posiciones del texto aproximadas (*.pdf)</translation>
    </message>
    <message>
        <source>Searchable PDF (*.pdf)</source>
        <translation>PDF con búsqueda (*.pdf)</translation>
    </message>
    <message>
        <source>hOCR (*.hocr)</source>
        <translation>hOCR (*.hocr)</translation>
    </message>
    <message>
        <source>Layout blocks, JSON (*.json)</source>
        <translation>Bloques de diseño, JSON (*.json)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <source>“%1” already exists. Replace it?</source>
        <translation>«%1» ya existe. ¿Desea reemplazarlo?</translation>
    </message>
    <message>
        <source>Exporting to %1…</source>
        <translation>Exportando a %1…</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>Exportado: %1</translation>
    </message>
    <message>
        <source> (text positions are approximate on pages recognized without layout)</source>
        <translation> (las posiciones del texto son aproximadas en las páginas reconocidas sin diseño)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Error al exportar</translation>
    </message>
    <message>
        <source>reading</source>
        <translation>en lectura</translation>
    </message>
    <message>
        <source>%1: page %2 cannot be reached</source>
        <translation>%1: no se puede llegar a la página %2</translation>
    </message>
    <message>
        <source>unfinished import %1</source>
        <translation>importación sin terminar %1</translation>
    </message>
    <message>
        <source>field “absolutePath” is missing</source>
        <translation>falta el campo «absolutePath»</translation>
    </message>
    <message>
        <source>field “nextPage” must lie within 0..%1</source>
        <translation>el campo «nextPage» debe estar entre 0 y %1</translation>
    </message>
    <message>
        <source>field “pageCount” must be at least 1</source>
        <translation>el campo «pageCount» debe ser al menos 1</translation>
    </message>
    <message>
        <source>the page image is not available</source>
        <translation>la imagen de la página no está disponible</translation>
    </message>
    <message>
        <source>the page image cannot be read back (%1)</source>
        <translation>no se puede volver a leer la imagen de la página (%1)</translation>
    </message>
    <message numerus="yes">
        <source>%n of the %1 pages have no text yet (not recognized, or still being read): the export leaves them empty. Export anyway?</source>
        <translation>
            <numerusform>%n de las %1 páginas aún no tiene texto (no reconocida o todavía en lectura): la exportación la deja vacía. ¿Exportar de todos modos?</numerusform>
            <numerusform>%n de las %1 páginas aún no tienen texto (no reconocidas o todavía en lectura): la exportación las deja vacías. ¿Exportar de todos modos?</numerusform>
        </translation>
    </message>
    <message>
        <source>Export anyway</source>
        <translation>Exportar de todos modos</translation>
    </message>
    <message>
        <source>“%1” is a file of this project (its scan, or the project itself): an export never replaces it. Choose another name.</source>
        <translation>«%1» es un archivo de este proyecto (su escaneo o el propio proyecto): una exportación nunca lo reemplaza. Elija otro nombre.</translation>
    </message>
    <message>
        <source>cannot read the file (not a file)</source>
        <translation>no se puede leer el archivo (no es un archivo)</translation>
    </message>
    <message>
        <source>%1: cannot read the file (not a file)</source>
        <translation>%1: no se puede leer el archivo (no es un archivo)</translation>
    </message>
    <message>
        <source>it is no longer there</source>
        <translation>ya no está</translation>
    </message>
    <message numerus="yes">
        <source>Exported %1 and %n more files</source>
        <translation>
            <numerusform>Exportado %1 y %n archivo más</numerusform>
            <numerusform>Exportado %1 y %n archivos más</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (with %n figures)</source>
        <translation>
            <numerusform> (con %n figura)</numerusform>
            <numerusform> (con %n figuras)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>None of the %n page files was written.</source>
        <translation>
            <numerusform>No se escribió ninguno de los %n archivos de página.</numerusform>
            <numerusform>No se escribió ninguno de los %n archivos de página.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of the %n page files were written.</source>
        <translation>
            <numerusform>Se escribieron %1 de %n archivo de página.</numerusform>
            <numerusform>Se escribieron %1 de los %n archivos de página.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n files of this export already exist (%1). Replace them?</source>
        <translation>
            <numerusform>%n archivo de esta exportación ya existe (%1). ¿Reemplazarlo?</numerusform>
            <numerusform>%n archivos de esta exportación ya existen (%1). ¿Reemplazarlos?</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation>error desconocido</translation>
    </message>
    <message>
        <source>pandoc wrote a damaged %1 file for “%2”: %3</source>
        <translation>pandoc escribió un archivo %1 dañado para «%2»: %3</translation>
    </message>
    <message>
        <source>left as they were, from an earlier export of more pages: %1</source>
        <translation>se dejaron como estaban, de una exportación anterior con más páginas: %1</translation>
    </message>
</context>
<context>
    <name>SystemError</name>
    <message>
        <source>No space left on device</source>
        <translation>No queda espacio en el dispositivo</translation>
    </message>
    <message>
        <source>Read-only file system</source>
        <translation>Sistema de archivos de solo lectura</translation>
    </message>
    <message>
        <source>Permission denied</source>
        <translation>Permiso denegado</translation>
    </message>
    <message>
        <source>Operation not permitted</source>
        <translation>Operación no permitida</translation>
    </message>
    <message>
        <source>No such file or directory</source>
        <translation>No existe el archivo o el directorio</translation>
    </message>
    <message>
        <source>Disk quota exceeded</source>
        <translation>Se ha excedido la cuota de disco</translation>
    </message>
    <message>
        <source>Input/output error</source>
        <translation>Error de entrada/salida</translation>
    </message>
    <message>
        <source>File name too long</source>
        <translation>Nombre de archivo demasiado largo</translation>
    </message>
    <message>
        <source>Is a directory</source>
        <translation>Es un directorio</translation>
    </message>
</context>
<context>
    <name>folio::FindReplaceBar</name>
    <message>
        <source>Match case</source>
        <translation>Distinguir mayúsculas y minúsculas</translation>
    </message>
    <message>
        <source>Find</source>
        <translation>Buscar</translation>
    </message>
    <message>
        <source>Replace with</source>
        <translation>Reemplazar por</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Siguiente</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Anterior</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Reemplazar</translation>
    </message>
    <message>
        <source>Replace all</source>
        <translation>Reemplazar todo</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Wrapped</source>
        <translation>Búsqueda reiniciada</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>No encontrado</translation>
    </message>
    <message numerus="yes">
        <source>%n replaced</source>
        <translation>
            <numerusform>%n reemplazo</numerusform>
            <numerusform>%n reemplazos</numerusform>
        </translation>
    </message>
    <message>
        <source>Whole words</source>
        <translation>Palabras completas</translation>
    </message>
    <message>
        <source>All pages</source>
        <translation>Todas las páginas</translation>
    </message>
    <message>
        <source>Undo replace all</source>
        <translation>Deshacer reemplazar todo</translation>
    </message>
    <message>
        <source>Find and replace in every page, not only the one shown</source>
        <translation>Buscar y reemplazar en todas las páginas, no solo en la mostrada</translation>
    </message>
    <message>
        <source>Wrapped to page %1</source>
        <translation>Vuelta al principio, página %1</translation>
    </message>
    <message>
        <source>Page %1</source>
        <translation>Página %1</translation>
    </message>
    <message numerus="yes">
        <source>%n replaced on %1</source>
        <translation>
            <numerusform>%n reemplazo en %1</numerusform>
            <numerusform>%n reemplazos en %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pages being read were left as they are.</source>
        <translation>
            <numerusform>%n página que se está leyendo no se ha cambiado.</numerusform>
            <numerusform>%n páginas que se están leyendo no se han cambiado.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Replacement undone on %n pages</source>
        <translation>
            <numerusform>Reemplazo deshecho en %n página</numerusform>
            <numerusform>Reemplazo deshecho en %n páginas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pages</source>
        <translation>
            <numerusform>%n página</numerusform>
            <numerusform>%n páginas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n matches on this page</source>
        <translation>
            <numerusform>%n coincidencia en esta página</numerusform>
            <numerusform>%n coincidencias en esta página</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n matches on %1</source>
        <translation>
            <numerusform>%n coincidencia en %1</numerusform>
            <numerusform>%n coincidencias en %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Changed since, %n page(s) kept the replacement (%1); Edit › Undo on such a page takes it back.</source>
        <translation>
            <numerusform>Cambiada desde entonces, %n página conservó el reemplazo (%1); Editar › Deshacer en esa página lo revierte.</numerusform>
            <numerusform>Cambiadas desde entonces, %n páginas conservaron el reemplazo (%1); Editar › Deshacer en cada una lo revierte.</numerusform>
        </translation>
    </message>
    <message>
        <source>page %1</source>
        <translation>página %1</translation>
    </message>
    <message>
        <source>pages %1</source>
        <translation>páginas %1</translation>
    </message>
</context>
<context>
    <name>folio::JobQueue</name>
    <message>
        <source>the page image is not available</source>
        <translation>la imagen de la página no está disponible</translation>
    </message>
    <message>
        <source>The region lies outside the page.</source>
        <translation>La región está fuera de la página.</translation>
    </message>
    <message>
        <source>No OCR model is loaded. Choose a model folder or download the model first.</source>
        <translation>No hay ningún modelo OCR cargado. Elija primero una carpeta de modelo o descargue el modelo.</translation>
    </message>
    <message>
        <source>stopped at the token limit</source>
        <translation>detenido al alcanzar el límite de tokens</translation>
    </message>
    <message>
        <source>stopped: the text kept repeating itself</source>
        <translation>detenido: el texto se repetía una y otra vez</translation>
    </message>
    <message>
        <source>partial text: cancelled after %1 tokens</source>
        <translation>texto parcial: cancelado tras %1 tokens</translation>
    </message>
    <message>
        <source>The region is too small to read (%1 × %2 pixels). Draw it around the words.</source>
        <translation>La región es demasiado pequeña para leerla (%1 × %2 píxeles). Dibújela alrededor de las palabras.</translation>
    </message>
    <message>
        <source>reading it again failed (%1): the text is from the earlier reading</source>
        <translation>la nueva lectura falló (%1): el texto es de la lectura anterior</translation>
    </message>
</context>
<context>
    <name>folio::LanguageButton</name>
    <message>
        <source>Chinese</source>
        <translation>Chino</translation>
    </message>
    <message>
        <source>English</source>
        <translation>Inglés</translation>
    </message>
    <message>
        <source>Japanese</source>
        <translation>Japonés</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Francés</translation>
    </message>
    <message>
        <source>German</source>
        <translation>Alemán</translation>
    </message>
    <message>
        <source>Spanish</source>
        <translation>Español</translation>
    </message>
    <message>
        <source>Italian</source>
        <translation>Italiano</translation>
    </message>
    <message>
        <source>Dutch</source>
        <translation>Neerlandés</translation>
    </message>
    <message>
        <source>Portuguese</source>
        <translation>Portugués</translation>
    </message>
    <message>
        <source>Swedish</source>
        <translation>Sueco</translation>
    </message>
    <message>
        <source>Danish</source>
        <translation>Danés</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automático</translation>
    </message>
    <message>
        <source>Languages of the document: constrain recognition and choose spell-checking dictionaries</source>
        <translation>Idiomas del documento: restringen el reconocimiento y eligen los diccionarios de corrección ortográfica</translation>
    </message>
    <message>
        <source>Languages: automatic</source>
        <translation>Idiomas: automático</translation>
    </message>
    <message>
        <source>Languages: %1</source>
        <translation>Idiomas: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n selected</source>
        <translation>
            <numerusform>%n seleccionado</numerusform>
            <numerusform>%n seleccionados</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>folio::LayoutController</name>
    <message>
        <source>Show &amp;layout boxes</source>
        <translation>Mostrar &amp;cuadros de diseño</translation>
    </message>
    <message>
        <source>Recognize &amp;block again</source>
        <translation>Volver a reconocer el &amp;bloque</translation>
    </message>
    <message>
        <source>Plain text</source>
        <translation>Texto sin formato</translation>
    </message>
    <message>
        <source>Text and layout</source>
        <translation>Texto y diseño</translation>
    </message>
    <message>
        <source>Recognition mode</source>
        <translation>Modo de reconocimiento</translation>
    </message>
    <message>
        <source>Recognize the highlighted layout block on its own, inside its box</source>
        <translation>Reconocer por separado el bloque de diseño resaltado, dentro de su cuadro</translation>
    </message>
</context>
<context>
    <name>folio::LocalEngineBackend</name>
    <message>
        <source>the model could not be opened</source>
        <translation>no se pudo abrir el modelo</translation>
    </message>
    <message>
        <source>local engine (%1) with %2</source>
        <translation>motor local (%1) con %2</translation>
    </message>
    <message>
        <source> (%1 GiB)</source>
        <translation> (%1 GiB)</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>no model is loaded</source>
        <translation>no hay ningún modelo cargado</translation>
    </message>
    <message>
        <source>%1: %2 weights, %3 KV cache</source>
        <translation>%1: pesos %2, caché KV %3</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n threads</source>
        <translation>
            <numerusform>%1, %n hilo</numerusform>
            <numerusform>%1, %n hilos</numerusform>
        </translation>
    </message>
    <message>
        <source>no model folder is chosen</source>
        <translation>no se ha elegido ninguna carpeta de modelo</translation>
    </message>
    <message>
        <source>%1 is gone (moved, deleted, or on a drive that is not mounted)</source>
        <translation>%1 ya no está (movida, eliminada o en una unidad no montada)</translation>
    </message>
    <message>
        <source>%1 is not a folder</source>
        <translation>%1 no es una carpeta</translation>
    </message>
    <message>
        <source>the weights (*.safetensors)</source>
        <translation>los pesos (*.safetensors)</translation>
    </message>
    <message>
        <source>%1 lacks %2</source>
        <translation>a %1 le falta: %2</translation>
    </message>
    <message>
        <source>%1 cannot be read (permission denied)</source>
        <translation>%1 no se puede leer (permiso denegado)</translation>
    </message>
</context>
<context>
    <name>folio::MainWindow</name>
    <message>
        <source>Password needed</source>
        <translation>Se necesita contraseña</translation>
    </message>
    <message>
        <source>The password did not open %1. Try again:</source>
        <translation>La contraseña no abrió %1. Inténtelo de nuevo:</translation>
    </message>
    <message>
        <source>%1 is encrypted. Password:</source>
        <translation>%1 está cifrado. Contraseña:</translation>
    </message>
    <message>
        <source>Save project</source>
        <translation>Guardar proyecto</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sin título</translation>
    </message>
    <message>
        <source>Folio projects (*.folio)</source>
        <translation>Proyectos de Folio (*.folio)</translation>
    </message>
    <message>
        <source>Importing: %1 of %2 files</source>
        <translation>Importando: %1 de %2 archivos</translation>
    </message>
    <message>
        <source>Choose model folder…</source>
        <translation>Elegir carpeta de modelo…</translation>
    </message>
    <message>
        <source>Download a model</source>
        <translation>Descargar un modelo</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;New project</source>
        <translation>&amp;Nuevo proyecto</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>A&amp;brir…</translation>
    </message>
    <message>
        <source>Open scans or PDFs</source>
        <translation>Abrir escaneos o PDF</translation>
    </message>
    <message>
        <source>Documents (*.pdf *.png *.jpg *.jpeg *.tif *.tiff *.webp *.bmp);;All files (*)</source>
        <translation>Documentos (*.pdf *.png *.jpg *.jpeg *.tif *.tiff *.webp *.bmp);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Open &amp;folder…</source>
        <translation>Abrir &amp;carpeta…</translation>
    </message>
    <message>
        <source>Open a folder of scans</source>
        <translation>Abrir una carpeta de escaneos</translation>
    </message>
    <message>
        <source>Open &amp;project…</source>
        <translation>Abrir &amp;proyecto…</translation>
    </message>
    <message>
        <source>Open project</source>
        <translation>Abrir proyecto</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <source>&amp;Save project</source>
        <translation>&amp;Guardar proyecto</translation>
    </message>
    <message>
        <source>Save project &amp;as…</source>
        <translation>Guardar proyecto c&amp;omo…</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportar…</translation>
    </message>
    <message>
        <source>Clean-ups on e&amp;xport</source>
        <translation>&amp;Limpiezas al exportar</translation>
    </message>
    <message>
        <source>Page &amp;markers in Markdown and text exports</source>
        <translation>&amp;Marcadores de página en las exportaciones Markdown y de texto</translation>
    </message>
    <message>
        <source>Writes a comment naming the page and its source file before each page</source>
        <translation>Escribe antes de cada página un comentario con la página y su archivo de origen</translation>
    </message>
    <message>
        <source>&amp;Close project</source>
        <translation>Cerrar pro&amp;yecto</translation>
    </message>
    <message>
        <source>Pr&amp;eferences…</source>
        <translation>Pre&amp;ferencias…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edición</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>Re&amp;vert page to recognized text</source>
        <translation>Re&amp;vertir la página al texto reconocido</translation>
    </message>
    <message>
        <source>&amp;Find / Replace…</source>
        <translation>&amp;Buscar / reemplazar…</translation>
    </message>
    <message>
        <source>&amp;Next low-confidence text</source>
        <translation>&amp;Siguiente texto dudoso</translation>
    </message>
    <message>
        <source>P&amp;revious low-confidence text</source>
        <translation>Texto dudoso &amp;anterior</translation>
    </message>
    <message>
        <source>&amp;Accept low-confidence text</source>
        <translation>A&amp;ceptar texto dudoso</translation>
    </message>
    <message>
        <source>Copy as &amp;Markdown</source>
        <translation>Copiar como &amp;Markdown</translation>
    </message>
    <message>
        <source>Copy as &amp;rich text</source>
        <translation>Copiar como &amp;texto enriquecido</translation>
    </message>
    <message>
        <source>&amp;Delete selected pages</source>
        <translation>&amp;Eliminar páginas seleccionadas</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Ampliar</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>&amp;Reducir</translation>
    </message>
    <message>
        <source>Fit &amp;width</source>
        <translation>Ajustar al a&amp;ncho</translation>
    </message>
    <message>
        <source>Fit &amp;page</source>
        <translation>Ajustar a la &amp;página</translation>
    </message>
    <message>
        <source>&amp;Actual size (1:1)</source>
        <translation>&amp;Tamaño real (1:1)</translation>
    </message>
    <message>
        <source>&amp;Page</source>
        <translation>&amp;Página</translation>
    </message>
    <message>
        <source>&amp;Recognize</source>
        <translation>&amp;Reconocer</translation>
    </message>
    <message>
        <source>Recognize &amp;page</source>
        <translation>Reconocer &amp;página</translation>
    </message>
    <message>
        <source>Recognize &amp;selected pages</source>
        <translation>Reconocer páginas &amp;seleccionadas</translation>
    </message>
    <message>
        <source>Recognize &amp;all pages</source>
        <translation>Reconocer &amp;todas las páginas</translation>
    </message>
    <message>
        <source>Recognize &amp;region</source>
        <translation>Reconocer &amp;región</translation>
    </message>
    <message>
        <source>Retry with a repetition &amp;penalty</source>
        <translation>Rei&amp;ntentar con penalización por repetición</translation>
    </message>
    <message>
        <source>Recognizes again the selected pages whose text looped or stopped at the token limit, discouraging the model from repeating itself</source>
        <translation>Vuelve a reconocer las páginas seleccionadas cuyo texto entró en bucle o se detuvo en el límite de tokens, disuadiendo al modelo de repetirse</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Cancelar</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <source>&amp;About Folio</source>
        <translation>&amp;Acerca de Folio</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Principal</translation>
    </message>
    <message>
        <source>Some files could not be opened</source>
        <translation>No se pudieron abrir algunos archivos</translation>
    </message>
    <message>
        <source>The untitled project</source>
        <translation>El proyecto sin título</translation>
    </message>
    <message>
        <source>Save changes?</source>
        <translation>¿Guardar los cambios?</translation>
    </message>
    <message>
        <source>%1 has changes that are not saved. Save them before going on?</source>
        <translation>%1 tiene cambios sin guardar. ¿Desea guardarlos antes de continuar?</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>Discard changes</source>
        <translation>Descartar cambios</translation>
    </message>
    <message>
        <source>No recent projects</source>
        <translation>No hay proyectos recientes</translation>
    </message>
    <message>
        <source>&amp;Clear list</source>
        <translation>&amp;Borrar lista</translation>
    </message>
    <message>
        <source>%1 (recovered)</source>
        <translation>%1 (recuperado)</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Restaurar</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <source>Show both</source>
        <translation>Mostrar ambos</translation>
    </message>
    <message>
        <source>Recover unsaved work</source>
        <translation>Recuperar trabajo no guardado</translation>
    </message>
    <message>
        <source>Ready: %1</source>
        <translation>Listo: %1</translation>
    </message>
    <message>
        <source>Model loaded</source>
        <translation>Modelo cargado</translation>
    </message>
    <message>
        <source>The model could not be loaded: %1</source>
        <translation>No se pudo cargar el modelo: %1</translation>
    </message>
    <message>
        <source>Loading the model from %1…</source>
        <translation>Cargando el modelo desde %1…</translation>
    </message>
    <message>
        <source>&lt;b&gt;No OCR model installed.&lt;/b&gt; Folio needs LightOnOCR-2-1B or LightOnOCR-3-1B (about 2 GB; the 3 also finds where each block sits on the page) to read pages. Choose a folder that holds one, or download it from Hugging Face.</source>
        <translation>&lt;b&gt;No hay ningún modelo OCR instalado.&lt;/b&gt; Folio necesita LightOnOCR-2-1B o LightOnOCR-3-1B (unos 2 GB; el 3 además localiza cada bloque en la página) para leer páginas. Elija una carpeta que contenga uno o descárguelo de Hugging Face.</translation>
    </message>
    <message>
        <source>Page %1 has edits of yours. Recognizing it again replaces its text; Edit › Undo brings your text back.</source>
        <translation>La página %1 tiene ediciones suyas. Volver a reconocerla reemplaza su texto; Edición › Deshacer recupera su texto.</translation>
    </message>
    <message>
        <source>Pages %1 have edits of yours. Recognizing them again replaces their text; Edit › Undo brings your text back, page by page.</source>
        <translation>Las páginas %1 tienen ediciones suyas. Volver a reconocerlas reemplaza su texto; Edición › Deshacer recupera su texto, página por página.</translation>
    </message>
    <message>
        <source>Replace your edits?</source>
        <translation>¿Reemplazar sus ediciones?</translation>
    </message>
    <message>
        <source>Recognize again</source>
        <translation>Volver a reconocer</translation>
    </message>
    <message>
        <source>Only pages not done (%1)</source>
        <translation>Solo las páginas pendientes (%1)</translation>
    </message>
    <message>
        <source>All pages</source>
        <translation>Todas las páginas</translation>
    </message>
    <message>
        <source>Recognize all pages</source>
        <translation>Reconocer todas las páginas</translation>
    </message>
    <message>
        <source>no model loaded</source>
        <translation>ningún modelo cargado</translation>
    </message>
    <message>
        <source>About Folio</source>
        <translation>Acerca de Folio</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Folio %1&lt;/h3&gt;&lt;p&gt;Turns scans and PDFs into Markdown and Word with the LightOnOCR vision-language model, on your own GPU or CPU.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Model:&lt;/b&gt; %2&lt;br&gt;&lt;b&gt;Device:&lt;/b&gt; %3&lt;br&gt;&lt;b&gt;Engine:&lt;/b&gt; %4&lt;/p&gt;&lt;p&gt;Folio is free software. It uses Qt %5 (LGPL 3), Poppler (GPL 2), md4c (MIT), KaTeX (MIT), Hunspell (MPL/LGPL/GPL), pandoc (GPL 2, run as a separate program) and libtorch (BSD). LightOnOCR-2-1B is released by LightOn under the Apache 2.0 license.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Folio %1&lt;/h3&gt;&lt;p&gt;Convierte escaneos y PDF en Markdown y Word con el modelo de visión y lenguaje LightOnOCR, en su propia GPU o CPU.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Modelo:&lt;/b&gt; %2&lt;br&gt;&lt;b&gt;Dispositivo:&lt;/b&gt; %3&lt;br&gt;&lt;b&gt;Motor:&lt;/b&gt; %4&lt;/p&gt;&lt;p&gt;Folio es software libre. Utiliza Qt %5 (LGPL 3), Poppler (GPL 2), md4c (MIT), KaTeX (MIT), Hunspell (MPL/LGPL/GPL), pandoc (GPL 2, ejecutado como programa independiente) y libtorch (BSD). LightOn publica LightOnOCR-2-1B bajo la licencia Apache 2.0.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>none chosen</source>
        <translation>ninguno elegido</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Preferencias</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>off</source>
        <translation>desactivado</translation>
    </message>
    <message>
        <source>Text the model recognized with a probability below this is underlined in the editor (F8 goes to the next). A lower value hides marks at once; a higher one marks more on pages recognized from then on.</source>
        <translation>El texto que el modelo reconoció con una probabilidad inferior a este valor se subraya en el editor (F8 va al siguiente). Un valor más bajo oculta marcas de inmediato; uno más alto marca más en las páginas reconocidas a partir de entonces.</translation>
    </message>
    <message>
        <source>Underline text recognized with a probability below</source>
        <translation>Subrayar el texto reconocido con una probabilidad inferior a</translation>
    </message>
    <message>
        <source>Model, device and memory…</source>
        <translation>Modelo, dispositivo y memoria…</translation>
    </message>
    <message>
        <source>Recognition</source>
        <translation>Reconocimiento</translation>
    </message>
    <message>
        <source>Interface language: View › Interface language.</source>
        <translation>Idioma de la interfaz: Ver › Idioma de la interfaz.</translation>
    </message>
    <message>
        <source> · %1 tokens/s</source>
        <translation> · %1 tokens/s</translation>
    </message>
    <message>
        <source> · about %1 per page</source>
        <translation> · unos %1 por página</translation>
    </message>
    <message>
        <source>not loaded</source>
        <translation>no cargado</translation>
    </message>
    <message>
        <source>not loaded yet</source>
        <translation>aún no cargado</translation>
    </message>
    <message numerus="yes">
        <source>Recognizing %n pages takes about %1: about %2 per page, as measured on the last pages recognized (%3). You can go on working meanwhile and cancel at any time.</source>
        <translation>
            <numerusform>Reconocer %n página lleva unos %1: unos %2 por página, según lo medido en las últimas páginas reconocidas (%3). Puede seguir trabajando mientras tanto y cancelar en cualquier momento.</numerusform>
            <numerusform>Reconocer %n páginas lleva unos %1: unos %2 por página, según lo medido en las últimas páginas reconocidas (%3). Puede seguir trabajando mientras tanto y cancelar en cualquier momento.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Recognize %n pages</source>
        <translation>
            <numerusform>Reconocer %n página</numerusform>
            <numerusform>Reconocer %n páginas</numerusform>
        </translation>
    </message>
    <message>
        <source>no local model loaded</source>
        <translation>ningún modelo local cargado</translation>
    </message>
    <message>
        <source>The device, weight precision, KV cache precision and CPU threads the local engine runs with, every automatic choice resolved.</source>
        <translation>El dispositivo, la precisión de los pesos, la de la caché KV y los hilos de CPU con que funciona el motor local, con cada elección automática resuelta.</translation>
    </message>
    <message>
        <source>The engine runs on</source>
        <translation>El motor funciona en</translation>
    </message>
    <message>
        <source> · about %1 left</source>
        <translation> · quedan unos %1</translation>
    </message>
    <message>
        <source>Reading page %1</source>
        <translation>Leyendo la página %1</translation>
    </message>
    <message>
        <source>Reading pages %1</source>
        <translation>Leyendo las páginas %1</translation>
    </message>
    <message>
        <source>Not opened again, already in the restored project: %1</source>
        <translation>No se ha vuelto a abrir, ya está en el proyecto restaurado: %1</translation>
    </message>
    <message>
        <source>Importing %1: page %2 of %3</source>
        <translation>Importando %1: página %2 de %3</translation>
    </message>
    <message>
        <source>Restore &amp;removed pages</source>
        <translation>Restaurar páginas &amp;eliminadas</translation>
    </message>
    <message>
        <source>Restore the removed page</source>
        <translation>Restaurar la página eliminada</translation>
    </message>
    <message>
        <source>Restore %1 removed pages</source>
        <translation>Restaurar %1 páginas eliminadas</translation>
    </message>
    <message>
        <source>Removed 1 page.</source>
        <translation>Se eliminó 1 página.</translation>
    </message>
    <message>
        <source>Removed %1 pages.</source>
        <translation>Se eliminaron %1 páginas.</translation>
    </message>
    <message>
        <source>Edit › Undo in the page list, or Edit › Restore removed pages, brings them back.</source>
        <translation>Edición › Deshacer en la lista de páginas, o Edición › Restaurar páginas eliminadas, las recupera.</translation>
    </message>
    <message>
        <source>Restored 1 page.</source>
        <translation>Se restauró 1 página.</translation>
    </message>
    <message>
        <source>Restored %1 pages.</source>
        <translation>Se restauraron %1 páginas.</translation>
    </message>
    <message>
        <source>Reading the rest of %1: pages %2 to %3 were not imported before it was closed</source>
        <translation>Leyendo el resto de %1: las páginas %2 a %3 no se habían importado antes de cerrarlo</translation>
    </message>
    <message>
        <source>Find ne&amp;xt</source>
        <translation>Buscar &amp;siguiente</translation>
    </message>
    <message>
        <source>Find previou&amp;s</source>
        <translation>Buscar &amp;anterior</translation>
    </message>
    <message>
        <source>&lt;b&gt;The model cannot be used:&lt;/b&gt; %1. Choose the folder that holds it, or download it again.</source>
        <translation>&lt;b&gt;No se puede usar el modelo:&lt;/b&gt; %1. Elija la carpeta que lo contiene o descárguelo de nuevo.</translation>
    </message>
    <message>
        <source>R&amp;eplace…</source>
        <translation>R&amp;eemplazar…</translation>
    </message>
    <message>
        <source>%1 is open in another Folio window: save under another name, or close it there first.</source>
        <translation>%1 está abierto en otra ventana de Folio: guárdelo con otro nombre o ciérrelo allí primero.</translation>
    </message>
    <message>
        <source>“%1” was changed on disk since this window opened or saved it. Saving here replaces those changes.</source>
        <translation>«%1» ha cambiado en el disco desde que esta ventana lo abrió o lo guardó. Guardar aquí sustituye esos cambios.</translation>
    </message>
    <message>
        <source>Save anyway</source>
        <translation>Guardar de todos modos</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Guardar como…</translation>
    </message>
    <message>
        <source>“%1” is open in another Folio window. If both windows changed it, the one saved last would overwrite the other&apos;s work. Open a copy here instead?</source>
        <translation>«%1» está abierto en otra ventana de Folio. Si ambas ventanas lo cambiaran, la que guardara en último lugar sobrescribiría el trabajo de la otra. ¿Abrir una copia aquí?</translation>
    </message>
    <message>
        <source>Open a copy</source>
        <translation>Abrir una copia</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (copia)</translation>
    </message>
    <message>
        <source>&amp;Next page</source>
        <translation>Página &amp;siguiente</translation>
    </message>
    <message>
        <source>P&amp;revious page</source>
        <translation>Página &amp;anterior</translation>
    </message>
    <message>
        <source>No low-confidence text is left</source>
        <translation>No queda texto de baja confianza</translation>
    </message>
    <message numerus="yes">
        <source>Import stopped: the project keeps its %n page(s)</source>
        <translation>
            <numerusform>Importación detenida: el proyecto conserva su %n página</numerusform>
            <numerusform>Importación detenida: el proyecto conserva sus %n páginas</numerusform>
        </translation>
    </message>
    <message>
        <source>Crash copy</source>
        <translation>Copia de recuperación</translation>
    </message>
    <message>
        <source>Folio cannot keep a crash copy of your changes, so a crash would lose them: %1

Save the project (File &gt; Save As to another place if need be).</source>
        <translation>Folio no puede guardar una copia de recuperación de sus cambios, así que un fallo los perdería: %1

Guarde el proyecto (Archivo &gt; Guardar como en otro lugar si hace falta).</translation>
    </message>
    <message>
        <source>“%1” has changes that were not saved, kept in a recovery copy (%2; the project itself was saved %3). Restore them?</source>
        <translation>«%1» tiene cambios que no se guardaron, conservados en una copia de recuperación (%2; el proyecto se guardó %3). ¿Restaurarlos?</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>Más tarde</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <source>The export to “%1” is still running. Quitting now stops it, and the file is not written.</source>
        <translation>La exportación a «%1» aún está en curso. Si sale ahora, se detiene y el archivo no se escribe.</translation>
    </message>
    <message>
        <source>Quit when it is done</source>
        <translation>Salir cuando termine</translation>
    </message>
    <message>
        <source>Quit now</source>
        <translation>Salir ahora</translation>
    </message>
    <message>
        <source>Recognize region</source>
        <translation>Reconocer región</translation>
    </message>
    <message>
        <source>You changed this region&apos;s text in the editor. Recognizing it again adds the new reading to the page beside your corrected text; Edit › Undo takes it away.</source>
        <translation>Ha cambiado el texto de esta región en el editor. Reconocerla de nuevo añade la nueva lectura a la página junto a su texto corregido; Editar › Deshacer la quita.</translation>
    </message>
    <message>
        <source>The pages are back in their order before the move.</source>
        <translation>Las páginas vuelven a estar en el orden de antes de moverlas.</translation>
    </message>
    <message>
        <source>Nothing to undo in the page list; in the text, Undo takes back typing.</source>
        <translation>No hay nada que deshacer en la lista de páginas; en el texto, Deshacer retira lo escrito.</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n pages</source>
        <translation>
            <numerusform>%1 de %n página</numerusform>
            <numerusform>%1 de %n páginas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <translation>
            <numerusform>%n fallida</numerusform>
            <numerusform>%n fallidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cancelled</source>
        <translation>
            <numerusform>%n cancelada</numerusform>
            <numerusform>%n canceladas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tokens</source>
        <translation>
            <numerusform>%n token</numerusform>
            <numerusform>%n tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pages</source>
        <translation>
            <numerusform>%n página</numerusform>
            <numerusform>%n páginas</numerusform>
        </translation>
    </message>
    <message>
        <source>The model cannot be used: %1.</source>
        <translation>No se puede usar el modelo: %1.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The model could not be loaded:&lt;/b&gt; %1&lt;br&gt;Choose another model folder, or download the model again.</source>
        <translation>&lt;b&gt;No se pudo cargar el modelo:&lt;/b&gt; %1&lt;br&gt;Elija otra carpeta de modelo o vuelva a descargar el modelo.</translation>
    </message>
    <message numerus="yes">
        <source> (%n with edits of yours, which recognizing again replaces; Edit › Undo brings them back)</source>
        <translation>
            <numerusform> (%n con ediciones suyas, que el nuevo reconocimiento reemplaza; Editar › Deshacer las recupera)</numerusform>
            <numerusform> (%n con ediciones suyas, que el nuevo reconocimiento reemplaza; Editar › Deshacer las recupera)</numerusform>
        </translation>
    </message>
    <message>
        <source>Every page is recognized already%1. Recognize all of them again?</source>
        <translation>Todas las páginas ya están reconocidas%1. ¿Reconocerlas todas de nuevo?</translation>
    </message>
    <message numerus="yes">
        <source>Pages recognized already: %1 of %n%2. Recognize only the pages not done, or all of them again?</source>
        <translation>
            <numerusform>Páginas ya reconocidas: %1 de %n%2. ¿Reconocer solo las pendientes o todas de nuevo?</numerusform>
            <numerusform>Páginas ya reconocidas: %1 de %n%2. ¿Reconocer solo las pendientes o todas de nuevo?</numerusform>
        </translation>
    </message>
    <message>
        <source>No region change to undo on this page; in the text, Undo takes back typing.</source>
        <translation>No hay cambios de regiones que deshacer en esta página; en el texto, Deshacer deshace lo escrito.</translation>
    </message>
    <message>
        <source>No region change to redo on this page.</source>
        <translation>No hay cambios de regiones que rehacer en esta página.</translation>
    </message>
    <message>
        <source>Region %1 deleted; Edit › Undo in the page view brings it back.</source>
        <translation>Región %1 eliminada; Editar › Deshacer en la vista de página la recupera.</translation>
    </message>
    <message>
        <source>Go to page</source>
        <translation>Ir a la página</translation>
    </message>
    <message>
        <source>Page (1–%1):</source>
        <translation>Página (1–%1):</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled: %1 of %n pages read; every page keeps its text, partial readings are marked cancelled</source>
        <translation>
            <numerusform>Cancelado: %1 de %n página leída; cada página conserva su texto, las lecturas parciales quedan marcadas como canceladas</numerusform>
            <numerusform>Cancelado: %1 de %n páginas leídas; cada página conserva su texto, las lecturas parciales quedan marcadas como canceladas</numerusform>
        </translation>
    </message>
    <message>
        <source>Recover &amp;unsaved work…</source>
        <translation>Recuperar trabajo &amp;no guardado…</translation>
    </message>
    <message>
        <source>&amp;Go to page…</source>
        <translation>&amp;Ir a la página…</translation>
    </message>
    <message>
        <source>The changes are still in this window.</source>
        <translation>Los cambios siguen en esta ventana.</translation>
    </message>
    <message>
        <source>An untitled project with changes that were never saved is kept in a recovery copy (%1). Restore it?</source>
        <translation>Un proyecto sin título con cambios nunca guardados se conserva en una copia de recuperación (%1). ¿Restaurarlo?</translation>
    </message>
    <message>
        <source>“%1” has changes that were not saved, kept in a recovery copy (%2), newer than the saved project. Restore them?</source>
        <translation>«%1» tiene cambios sin guardar, conservados en una copia de recuperación (%2), más reciente que el proyecto guardado. ¿Restaurarlos?</translation>
    </message>
    <message>
        <source>Discard unsaved work</source>
        <translation>Descartar trabajo no guardado</translation>
    </message>
    <message>
        <source>The recovery copy is deleted, and its changes cannot be brought back. Discard them?</source>
        <translation>La copia de recuperación se elimina y sus cambios no podrán recuperarse. ¿Descartarlos?</translation>
    </message>
    <message>
        <source>There is no unsaved work to recover</source>
        <translation>No hay trabajo no guardado que recuperar</translation>
    </message>
    <message>
        <source>“%1”</source>
        <comment>a file name in quotes</comment>
        <translation>«%1»</translation>
    </message>
    <message>
        <source>Not opened, its unsaved changes wait in a recovery copy (File › Recover unsaved work): %1</source>
        <translation>No se abrió: sus cambios sin guardar esperan en una copia de recuperación (Archivo › Recuperar trabajo no guardado): %1</translation>
    </message>
    <message>
        <source>A recovery copy is also written 2 s after edits pause</source>
        <translation>También se escribe una copia de recuperación 2 s después de una pausa en la edición</translation>
    </message>
    <message>
        <source>While edits go on, autosave every</source>
        <translation>Mientras se edita, guardar automáticamente cada</translation>
    </message>
</context>
<context>
    <name>folio::MissingSourcesBar</name>
    <message>
        <source>Locate…</source>
        <translation>Localizar…</translation>
    </message>
    <message>
        <source>Pick the folder the scans are in now; they are found there by name, in its subfolders too</source>
        <translation>Elija la carpeta en la que están ahora los escaneos; se buscan allí por nombre, también en sus subcarpetas</translation>
    </message>
    <message>
        <source>Where are the scans now?</source>
        <translation>¿Dónde están ahora los escaneos?</translation>
    </message>
    <message numerus="yes">
        <source>The scan of %n page(s) is missing: %1 (moved, renamed, or on a drive that is not mounted). The text is kept; Locate… finds the file where it is now.</source>
        <translation>
            <numerusform>Falta el escaneo de %n página: %1 (movido, renombrado o en una unidad no montada). El texto se conserva; Localizar… encuentra el archivo donde está ahora.</numerusform>
            <numerusform>Falta el escaneo de %n páginas: %1 (movido, renombrado o en una unidad no montada). El texto se conserva; Localizar… encuentra el archivo donde está ahora.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The scans of %n page(s) are missing: %1 files, the first %2 (moved, renamed, or on a drive that is not mounted). The text is kept; Locate… finds them where they are now.</source>
        <translation>
            <numerusform>Faltan los escaneos de %n página: %1 archivos, el primero %2 (movidos, renombrados o en una unidad no montada). El texto se conserva; Localizar… los encuentra donde están ahora.</numerusform>
            <numerusform>Faltan los escaneos de %n páginas: %1 archivos, el primero %2 (movidos, renombrados o en una unidad no montada). El texto se conserva; Localizar… los encuentra donde están ahora.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Found the %n missing file(s) in %1.</source>
        <translation>
            <numerusform>Se encontró el %n archivo que faltaba en %1.</numerusform>
            <numerusform>Se encontraron los %n archivos que faltaban en %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Found %1 of the %2 missing files in %3.</source>
        <translation>Se encontraron %1 de los %2 archivos que faltaban en %3.</translation>
    </message>
    <message>
        <source>Looking for the missing files in %1…</source>
        <translation>Buscando los archivos que faltan en %1…</translation>
    </message>
    <message numerus="yes">
        <source>The scans are back in their places: %n page(s) shown again.</source>
        <translation>
            <numerusform>Los escaneos han vuelto a su sitio: %n página se muestra de nuevo.</numerusform>
            <numerusform>Los escaneos han vuelto a su sitio: %n páginas se muestran de nuevo.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>folio::ModelDownloader</name>
    <message>
        <source>cannot create the folder %1</source>
        <translation>no se puede crear la carpeta %1</translation>
    </message>
    <message>
        <source>cannot list the files of %1: %2</source>
        <translation>no se pueden listar los archivos de %1: %2</translation>
    </message>
    <message>
        <source>the Hub lists no files for %1</source>
        <translation>el Hub no lista ningún archivo para %1</translation>
    </message>
    <message>
        <source>%1: cannot write %2</source>
        <translation>%1: no se puede escribir %2</translation>
    </message>
    <message>
        <source>connection closed early</source>
        <translation>la conexión se cerró antes de tiempo</translation>
    </message>
    <message>
        <source>%1: download interrupted at %2 of %3 bytes (%4); start the download again to resume</source>
        <translation>%1: descarga interrumpida en %2 de %3 bytes (%4); inicie la descarga de nuevo para reanudarla</translation>
    </message>
    <message>
        <source>%1: cannot move the finished file into place</source>
        <translation>%1: no se puede mover el archivo terminado a su ubicación</translation>
    </message>
    <message>
        <source>download cancelled; start it again to resume</source>
        <translation>descarga cancelada; iníciela de nuevo para reanudarla</translation>
    </message>
</context>
<context>
    <name>folio::ModelPanel</name>
    <message>
        <source>Greedy (deterministic)</source>
        <translation>Voraz (determinista)</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>Descargar</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Elegir…</translation>
    </message>
    <message>
        <source>Model folder</source>
        <translation>Carpeta del modelo</translation>
    </message>
    <message>
        <source>Model to download</source>
        <translation>Modelo que descargar</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Dispositivo</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Precisión</translation>
    </message>
    <message>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <source>automatic (90% of free)</source>
        <translation>automático (90% de la libre)</translation>
    </message>
    <message>
        <source>Memory budget</source>
        <translation>Presupuesto de memoria</translation>
    </message>
    <message>
        <source>Model precision</source>
        <translation>Precisión del modelo</translation>
    </message>
    <message>
        <source>fp8: about twice the pages in memory (GPU only)</source>
        <translation>fp8: aproximadamente el doble de páginas en memoria (solo GPU)</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>Caché KV</translation>
    </message>
    <message>
        <source>Pages at once</source>
        <translation>Páginas a la vez</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Longest image side</source>
        <translation>Lado más largo de la imagen</translation>
    </message>
    <message>
        <source>Sampling</source>
        <translation>Muestreo</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>Temperatura</translation>
    </message>
    <message>
        <source>Top-p</source>
        <translation>Top-p</translation>
    </message>
    <message>
        <source>Max tokens per page</source>
        <translation>Máximo de tokens por página</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Aplicar</translation>
    </message>
    <message>
        <source>%1 of %2 MiB</source>
        <translation>%1 de %2 MiB</translation>
    </message>
    <message>
        <source>Downloading %1…</source>
        <translation>Descargando %1…</translation>
    </message>
    <message>
        <source>Download stopped: %1</source>
        <translation>Descarga detenida: %1</translation>
    </message>
    <message>
        <source>Downloaded into %1</source>
        <translation>Descargado en %1</translation>
    </message>
    <message>
        <source>Stop download</source>
        <translation>Detener la descarga</translation>
    </message>
    <message>
        <source>Listing the files of %1…</source>
        <translation>Listando los archivos de %1…</translation>
    </message>
    <message>
        <source>not loaded</source>
        <translation>no cargado</translation>
    </message>
    <message>
        <source>Automatic: the fastest this device runs well</source>
        <translation>Automático: lo más rápido que este dispositivo ejecuta bien</translation>
    </message>
    <message>
        <source>float32: exact, slowest</source>
        <translation>float32: exacto, el más lento</translation>
    </message>
    <message>
        <source>int8: 8-bit decoder weights, faster and smaller on the CPU</source>
        <translation>int8: pesos del decodificador de 8 bits, más rápido y menor en la CPU</translation>
    </message>
    <message>
        <source>The precision of the model&apos;s weights. On a GPU, bfloat16 is fast and exact enough. On the CPU, int8 stores the decoder&apos;s weights in 8 bits: pages are recognized faster in less memory, and a few words may come out differently than in float32.</source>
        <translation>La precisión de los pesos del modelo. En una GPU, bfloat16 es rápido y suficientemente exacto. En la CPU, int8 guarda los pesos del decodificador en 8 bits: las páginas se reconocen más rápido con menos memoria, y algunas palabras pueden salir distintas que con float32.</translation>
    </message>
    <message>
        <source>one per core</source>
        <translation>uno por núcleo</translation>
    </message>
    <message>
        <source>Threads the engine&apos;s work on the CPU uses.</source>
        <translation>Hilos que usa el trabajo del motor en la CPU.</translation>
    </message>
    <message>
        <source>CPU threads</source>
        <translation>Hilos de CPU</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>En ejecución</translation>
    </message>
    <message>
        <source>This folder does not hold a model: %1.</source>
        <translation>Esta carpeta no contiene un modelo: %1.</translation>
    </message>
</context>
<context>
    <name>folio::PageList</name>
    <message>
        <source>Pages</source>
        <translation>Páginas</translation>
    </message>
    <message>
        <source>blank</source>
        <translation>en blanco</translation>
    </message>
    <message>
        <source>loop</source>
        <translation>bucle</translation>
    </message>
    <message>
        <source>token limit</source>
        <translation>límite de tokens</translation>
    </message>
    <message>
        <source>%1%2</source>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>, page %1</source>
        <translation>, página %1</translation>
    </message>
    <message>
        <source>blank: Recognize all pages leaves it out (Page › Recognize anyway)</source>
        <translation>en blanco: Reconocer todas las páginas la omite (Página › Reconocer de todos modos)</translation>
    </message>
    <message>
        <source>turned %1° clockwise, straightened by %2°%3</source>
        <translation>girada %1° en sentido horario, enderezada %2°%3</translation>
    </message>
    <message>
        <source> (auto-rotate)</source>
        <translation> (giro automático)</translation>
    </message>
    <message>
        <source>The model kept repeating itself, so recognition stopped and the text is incomplete. Recognize › Retry with a repetition penalty tries again.</source>
        <translation>El modelo se repetía una y otra vez, así que el reconocimiento se detuvo y el texto está incompleto. Reconocer › Reintentar con penalización por repetición lo vuelve a intentar.</translation>
    </message>
    <message>
        <source>Recognition stopped at the token limit, so the text may be incomplete. Recognize › Retry with a repetition penalty tries again; a larger token limit in the settings may be needed.</source>
        <translation>El reconocimiento se detuvo en el límite de tokens, así que el texto puede estar incompleto. Reconocer › Reintentar con penalización por repetición lo vuelve a intentar; puede que haga falta un límite de tokens mayor en las preferencias.</translation>
    </message>
</context>
<context>
    <name>folio::PageTools</name>
    <message>
        <source>Rotate &amp;clockwise</source>
        <translation>Girar en sentido &amp;horario</translation>
    </message>
    <message>
        <source>Turn the page a quarter turn clockwise (Ctrl+])</source>
        <translation>Girar la página un cuarto de vuelta en sentido horario (Ctrl+])</translation>
    </message>
    <message>
        <source>Rotate c&amp;ounter-clockwise</source>
        <translation>Girar en sentido a&amp;ntihorario</translation>
    </message>
    <message>
        <source>Turn the page a quarter turn counter-clockwise (Ctrl+[)</source>
        <translation>Girar la página un cuarto de vuelta en sentido antihorario (Ctrl+[)</translation>
    </message>
    <message>
        <source>&amp;Auto-rotate and deskew</source>
        <translation>Girar y enderezar &amp;automáticamente</translation>
    </message>
    <message>
        <source>Auto-rotate and deskew &amp;before recognition</source>
        <translation>Girar y enderezar automáticamente antes del &amp;reconocimiento</translation>
    </message>
    <message>
        <source>Recognize &amp;anyway</source>
        <translation>Reconocer de &amp;todos modos</translation>
    </message>
    <message>
        <source>Send the selected pages to the model, also those marked blank</source>
        <translation>Enviar al modelo las páginas seleccionadas, también las marcadas en blanco</translation>
    </message>
    <message>
        <source>Recognize &amp;blank pages too</source>
        <translation>Reconocer también las páginas en &amp;blanco</translation>
    </message>
    <message>
        <source>&amp;Paste as page</source>
        <translation>&amp;Pegar como página</translation>
    </message>
    <message>
        <source>Auto-rotate: %1 pages turned upright or straightened</source>
        <translation>Giro automático: %1 páginas enderezadas o puestas al derecho</translation>
    </message>
    <message>
        <source>Page %1: too little text to tell how it lies; left as it is</source>
        <translation>Página %1: muy poco texto para determinar su orientación; se deja como está</translation>
    </message>
    <message>
        <source>Page %1: turned %2° clockwise, straightened by %3°</source>
        <translation>Página %1: girada %2° en sentido horario, enderezada %3°</translation>
    </message>
    <message numerus="yes">
        <source>Blank, not sent to the model: page %1. Page › Recognize anyway sends it.</source>
        <translation>
            <numerusform>En blanco, no enviada al modelo: página %1. Página › Reconocer de todos modos la envía.</numerusform>
            <numerusform>En blanco, no enviadas al modelo: páginas %1. Página › Reconocer de todos modos las envía.</numerusform>
        </translation>
    </message>
    <message>
        <source>The clipboard holds no image to add as a page</source>
        <translation>El portapapeles no contiene ninguna imagen para añadir como página</translation>
    </message>
    <message>
        <source>Capture screen &amp;region as page…</source>
        <translation>Capturar una &amp;región de la pantalla como página…</translation>
    </message>
    <message>
        <source>Choose an area of the screen in the desktop&apos;s screenshot dialog; it becomes a new page</source>
        <translation>Elija una zona de la pantalla en el diálogo de captura del escritorio; se convierte en una página nueva</translation>
    </message>
    <message>
        <source>The screenshot %1 could not be read</source>
        <translation>No se pudo leer la captura %1</translation>
    </message>
    <message>
        <source>No screen capture: %1</source>
        <translation>Sin captura de pantalla: %1</translation>
    </message>
    <message>
        <source>the folder “%1” cannot be made</source>
        <translation>no se puede crear la carpeta «%1»</translation>
    </message>
    <message>
        <source>The pasted image could not be kept: %1</source>
        <translation>No se pudo conservar la imagen pegada: %1</translation>
    </message>
    <message>
        <source>Page %1 cannot be turned before its image is loaded: its regions would not turn with it. Try again in a moment, or with its scan back in place.</source>
        <translation>La página %1 no se puede girar antes de que se cargue su imagen: sus regiones no girarían con ella. Vuelva a intentarlo en un momento, o con su escaneo de nuevo en su sitio.</translation>
    </message>
</context>
<context>
    <name>folio::PageView</name>
    <message>
        <source>Drop scans, PDFs or folders here
or use File › Open</source>
        <translation>Suelte aquí escaneos, PDF o carpetas
o use Archivo › Abrir</translation>
    </message>
    <message>
        <source>Page image</source>
        <translation>Imagen de la página</translation>
    </message>
    <message>
        <source>The scan of this page is missing:
%1</source>
        <translation>Falta el escaneo de esta página:
%1</translation>
    </message>
    <message>
        <source>This page&apos;s image cannot be shown:
%1</source>
        <translation>No se puede mostrar la imagen de esta página:
%1</translation>
    </message>
    <message>
        <source>Loading the page…</source>
        <translation>Cargando la página…</translation>
    </message>
</context>
<context>
    <name>folio::PostProcess</name>
    <message>
        <source>Repair escaped math (\$x\$ to $x$, prices kept)</source>
        <translation>Reparar fórmulas escapadas (\$x\$ a $x$, se conservan los precios)</translation>
    </message>
    <message>
        <source>Remove bold and italics</source>
        <translation>Quitar negrita y cursiva</translation>
    </message>
    <message>
        <source>List items as plain paragraphs</source>
        <translation>Elementos de lista como párrafos normales</translation>
    </message>
    <message>
        <source>Join words hyphenated at line ends</source>
        <translation>Unir palabras divididas con guion a final de línea</translation>
    </message>
    <message>
        <source>One line per paragraph</source>
        <translation>Una línea por párrafo</translation>
    </message>
    <message>
        <source>Full-width punctuation in CJK text</source>
        <translation>Puntuación de ancho completo en texto CJK</translation>
    </message>
    <message>
        <source>Drop running heads and page numbers</source>
        <translation>Quitar encabezados de página y números de página</translation>
    </message>
    <message>
        <source>Collapse dot leaders (tables of contents)</source>
        <translation>Contraer líneas de puntos (índices)</translation>
    </message>
    <message>
        <source>Shorten long form blanks (____)</source>
        <translation>Acortar espacios largos de formulario (____)</translation>
    </message>
</context>
<context>
    <name>folio::PreviewView</name>
    <message>
        <source>Rendered preview</source>
        <translation>Vista previa renderizada</translation>
    </message>
</context>
<context>
    <name>folio::RecognitionSpeed</name>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
</context>
<context>
    <name>folio::ResultEditor</name>
    <message>
        <source>Recognized text appears here as Markdown.</source>
        <translation>El texto reconocido aparece aquí en Markdown.</translation>
    </message>
    <message>
        <source>Markdown source</source>
        <translation>Código Markdown</translation>
    </message>
    <message>
        <source>No suggestions</source>
        <translation>No hay sugerencias</translation>
    </message>
    <message>
        <source>Add “%1” to dictionary</source>
        <translation>Añadir «%1» al diccionario</translation>
    </message>
    <message>
        <source>The model was unsure of this text (F8: next, Ctrl+Return: accept)</source>
        <translation>El modelo no estaba seguro de este texto (F8: siguiente, Ctrl+Return: aceptar)</translation>
    </message>
    <message>
        <source>This page is being read. You can edit it once it is done, or cancel its recognition.</source>
        <translation>Se está leyendo esta página. Podrá editarla cuando termine, o cancelar su reconocimiento.</translation>
    </message>
    <message>
        <source>More suggestions</source>
        <translation>Más sugerencias</translation>
    </message>
</context>
<context>
    <name>folio::ScreenPortal</name>
    <message>
        <source>there is no session bus to reach the desktop portal</source>
        <translation>no hay bus de sesión para llegar al portal del escritorio</translation>
    </message>
    <message>
        <source>the desktop portal refused the screenshot: %1</source>
        <translation>el portal del escritorio rechazó la captura: %1</translation>
    </message>
    <message>
        <source>the desktop portal could not take the screenshot</source>
        <translation>el portal del escritorio no pudo hacer la captura</translation>
    </message>
    <message>
        <source>the desktop portal gave no screenshot file (%1)</source>
        <translation>el portal del escritorio no dio ningún archivo de captura (%1)</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Folio: turn scans and PDFs into Markdown and Word with LightOnOCR.</source>
        <translation>Folio: convierte escaneos y PDF en Markdown y Word con LightOnOCR.</translation>
    </message>
    <message>
        <source>Images or PDFs to open.</source>
        <translation>Imágenes o PDF que abrir.</translation>
    </message>
    <message>
        <source>Verbs (no display needed):
  %1 ocr FILES... -o DIR   recognize images and PDFs into Markdown, Word, ODT, EPUB, HTML, text or JSON
  %1 watch IN OUT          recognize the files that appear in a folder, until stopped
  %1 serve --model DIR     serve the engine as an OpenAI-compatible server
`%1 ocr --help`, `%1 watch --help` and `%1 serve --help` list their options.</source>
        <translation>Verbos (no se necesita pantalla):
  %1 ocr FILES... -o DIR   reconoce imágenes y PDF y los convierte en Markdown, Word, ODT, EPUB, HTML, texto o JSON
  %1 watch IN OUT          reconoce los archivos que aparecen en una carpeta, hasta que se detenga
  %1 serve --model DIR     ofrece el motor como servidor compatible con OpenAI
`%1 ocr --help`, `%1 watch --help` y `%1 serve --help` muestran sus opciones.</translation>
    </message>
</context>
</TS>
