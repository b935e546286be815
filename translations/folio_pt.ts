<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt">
<context>
    <name>InterfaceLanguageMenu</name>
    <message>
        <source>Interface &amp;language</source>
        <translation>&amp;Idioma da interface</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Predefinição do sistema</translation>
    </message>
    <message>
        <source>The interface language changes when Folio starts next.</source>
        <translation>O idioma da interface muda na próxima vez que o Folio for iniciado.</translation>
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
        <translation>não reconhecida</translation>
    </message>
    <message>
        <source>queued</source>
        <translation>em fila</translation>
    </message>
    <message>
        <source>done</source>
        <translation>concluída</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>falhou</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>cancelada</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>uma cadeia de caracteres</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>um número</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true ou false</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>uma matriz (array)</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>um objeto</translation>
    </message>
    <message>
        <source>%1: field “%2” must be %3</source>
        <translation>%1: o campo “%2” tem de ser %3</translation>
    </message>
    <message>
        <source> block %1</source>
        <translation> bloco %1</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>tem de ser um objeto</translation>
    </message>
    <message>
        <source>field “box” must hold 4 numbers x1 &lt; x2, y1 &lt; y2 within 0..1000</source>
        <translation>o campo “box” tem de conter 4 números x1 &lt; x2, y1 &lt; y2 entre 0 e 1000</translation>
    </message>
    <message>
        <source> low-confidence span %1</source>
        <translation> passagem incerta %1</translation>
    </message>
    <message>
        <source>fields “start” and “length” must lie within the edited text (%1 characters)</source>
        <translation>os campos “start” e “length” têm de estar dentro do texto editado (%1 caracteres)</translation>
    </message>
    <message>
        <source>field “probability” must lie within 0..1</source>
        <translation>o campo “probability” tem de estar entre 0 e 1</translation>
    </message>
    <message>
        <source>page %1</source>
        <translation>página %1</translation>
    </message>
    <message>
        <source>%1: must be an object</source>
        <translation>%1: tem de ser um objeto</translation>
    </message>
    <message>
        <source>field “id” is not a UUID: %1</source>
        <translation>o campo “id” não é um UUID: %1</translation>
    </message>
    <message>
        <source>field “pageIndex” is negative</source>
        <translation>o campo “pageIndex” é negativo</translation>
    </message>
    <message>
        <source>field “state” has an unknown value “%1”</source>
        <translation>o campo “state” tem um valor desconhecido “%1”</translation>
    </message>
    <message>
        <source>field “rotation” must be 0, 90, 180 or 270, not %1</source>
        <translation>o campo “rotation” tem de ser 0, 90, 180 ou 270, não %1</translation>
    </message>
    <message>
        <source>field “cut” has an unknown value “%1”</source>
        <translation>o campo “cut” tem um valor desconhecido “%1”</translation>
    </message>
    <message>
        <source> region %1</source>
        <translation> região %1</translation>
    </message>
    <message>
        <source>field “rect” must hold 4 numbers [x, y, width, height]</source>
        <translation>o campo “rect” tem de conter 4 números [x, y, largura, altura]</translation>
    </message>
    <message>
        <source>Cannot open project “%1”: %2</source>
        <translation>Não é possível abrir o projeto “%1”: %2</translation>
    </message>
    <message>
        <source>the file is damaged or not a project (JSON error at line %1: %2)</source>
        <translation>o ficheiro está danificado ou não é um projeto (erro JSON na linha %1: %2)</translation>
    </message>
    <message>
        <source>not a Folio project (the top level is not an object)</source>
        <translation>não é um projeto do Folio (o nível superior não é um objeto)</translation>
    </message>
    <message>
        <source>not a Folio project (field “format” is not “%1”)</source>
        <translation>não é um projeto do Folio (o campo “format” não é “%1”)</translation>
    </message>
    <message>
        <source>field “formatVersion” is missing or not a number</source>
        <translation>o campo “formatVersion” está em falta ou não é um número</translation>
    </message>
    <message>
        <source>it was saved by a newer Folio (format version %1; this Folio reads versions 1 to %2). Update Folio to open it.</source>
        <translation>foi guardado por uma versão mais recente do Folio (versão de formato %1; esta versão lê as versões 1 a %2). Atualize o Folio para o abrir.</translation>
    </message>
    <message>
        <source>format version %1 is not a released format (the first is 1)</source>
        <translation>a versão de formato %1 não é um formato publicado (a primeira é a 1)</translation>
    </message>
    <message>
        <source>project</source>
        <translation>projeto</translation>
    </message>
    <message>
        <source>field “pages” is missing</source>
        <translation>o campo “pages” está em falta</translation>
    </message>
    <message>
        <source>Cannot write “%1”: %2</source>
        <translation>Não é possível escrever “%1”: %2</translation>
    </message>
    <message>
        <source>page %1 (%2)</source>
        <translation>página %1 (%2)</translation>
    </message>
    <message>
        <source>“%1” already exists; it is replaced only when you confirm overwriting it</source>
        <translation>“%1” já existe; só é substituído se confirmar que o pretende substituir</translation>
    </message>
    <message>
        <source>pandoc was not found (“%1” could not be started: %2). Install pandoc to export Word, OpenDocument and EPUB files.</source>
        <translation>o pandoc não foi encontrado (não foi possível iniciar “%1”: %2). Instale o pandoc para exportar ficheiros Word, OpenDocument e EPUB.</translation>
    </message>
    <message>
        <source>“%1 --version” failed: %2</source>
        <translation>“%1 --version” falhou: %2</translation>
    </message>
    <message>
        <source>Nothing to export: no pages were selected</source>
        <translation>Nada para exportar: não foram selecionadas páginas</translation>
    </message>
    <message>
        <source>No output file was chosen</source>
        <translation>Não foi escolhido nenhum ficheiro de saída</translation>
    </message>
    <message>
        <source>KaTeX was not found in “%1”: formulas are shown as TeX source</source>
        <translation>O KaTeX não foi encontrado em “%1”: as fórmulas são mostradas como código TeX</translation>
    </message>
    <message>
        <source>%1: no page image to export (%2: %3)</source>
        <translation>%1: não há imagem de página para exportar (%2: %3)</translation>
    </message>
    <message>
        <source>Cannot create a temporary folder for the %1 export: %2</source>
        <translation>Não é possível criar uma pasta temporária para a exportação %1: %2</translation>
    </message>
    <message>
        <source>The %1 export&apos;s temporary files: %2</source>
        <translation>Ficheiros temporários da exportação %1: %2</translation>
    </message>
    <message>
        <source>pandoc did not finish the %1 export of “%2” (%3)</source>
        <translation>o pandoc não concluiu a exportação %1 de “%2” (%3)</translation>
    </message>
    <message>
        <source>pandoc failed to write the %1 file “%2” (exit code %3): %4</source>
        <translation>o pandoc não conseguiu escrever o ficheiro %1 “%2” (código de saída %3): %4</translation>
    </message>
    <message>
        <source>no message</source>
        <translation>sem mensagem</translation>
    </message>
    <message>
        <source>pandoc reported success but wrote no %1 file for “%2”: %3</source>
        <translation>o pandoc indicou sucesso, mas não escreveu nenhum ficheiro %1 para “%2”: %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Cannot make the PDF “%1”: %2</source>
        <translation>Não é possível criar o PDF “%1”: %2</translation>
    </message>
    <message>
        <source>the image is %1x%2 pixels, more than the limit of %3 pixels</source>
        <translation>a imagem tem %1x%2 píxeis, mais do que o limite de %3 píxeis</translation>
    </message>
    <message>
        <source>cannot be decoded (%1)</source>
        <translation>não é possível descodificar (%1)</translation>
    </message>
    <message>
        <source>not an image in a known format (PNG, JPEG, WebP, TIFF, BMP, ...)</source>
        <translation>não é uma imagem num formato conhecido (PNG, JPEG, WebP, TIFF, BMP, ...)</translation>
    </message>
    <message>
        <source>cannot be read (%1)</source>
        <translation>não é possível ler (%1)</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>o ficheiro está vazio</translation>
    </message>
    <message>
        <source>not a readable image (%1)</source>
        <translation>não é uma imagem legível (%1)</translation>
    </message>
    <message>
        <source>%1: claims %2 pages, more than the limit of %3</source>
        <translation>%1: indica %2 páginas, mais do que o limite de %3</translation>
    </message>
    <message>
        <source>%1: page %2: %3</source>
        <translation>%1: página %2: %3</translation>
    </message>
    <message>
        <source>%1: cannot read the file (%2)</source>
        <translation>%1: não é possível ler o ficheiro (%2)</translation>
    </message>
    <message>
        <source>not a file</source>
        <translation>não é um ficheiro</translation>
    </message>
    <message>
        <source>no page image</source>
        <translation>sem imagem de página</translation>
    </message>
    <message>
        <source>the page could not be converted for orientation detection</source>
        <translation>não foi possível converter a página para a deteção da orientação</translation>
    </message>
    <message>
        <source>Tesseract&apos;s orientation data (osd.traineddata) is not installed</source>
        <translation>os dados de orientação do Tesseract (osd.traineddata) não estão instalados</translation>
    </message>
    <message>
        <source>too little text to tell the page&apos;s orientation</source>
        <translation>demasiado pouco texto para determinar a orientação da página</translation>
    </message>
    <message>
        <source>page %1 could not be rendered: %2</source>
        <translation>não foi possível renderizar a página %1: %2</translation>
    </message>
    <message>
        <source>the renderer gave no answer</source>
        <translation>o renderizador não respondeu</translation>
    </message>
    <message>
        <source>the renderer&apos;s answer is damaged</source>
        <translation>a resposta do renderizador está danificada</translation>
    </message>
    <message>
        <source>the page renderer %1 is not installed beside the program</source>
        <translation>o renderizador de páginas %1 não está instalado junto ao programa</translation>
    </message>
    <message>
        <source>the page renderer did not start (%1)</source>
        <translation>o renderizador de páginas não arrancou (%1)</translation>
    </message>
    <message>
        <source>rendering took longer than %1 s and was stopped (a damaged or hostile page, e.g. a decompression bomb)</source>
        <translation>a renderização demorou mais de %1 s e foi interrompida (uma página danificada ou maliciosa, p. ex. uma bomba de descompressão)</translation>
    </message>
    <message>
        <source>the renderer stopped: the page needs more than %1 MiB of memory or is damaged</source>
        <translation>o renderizador parou: a página precisa de mais de %1 MiB de memória ou está danificada</translation>
    </message>
    <message>
        <source>%1: has no pages</source>
        <translation>%1: não tem páginas</translation>
    </message>
    <message>
        <source>the document has no pages</source>
        <translation>o documento não tem páginas</translation>
    </message>
    <message>
        <source>claims %1 pages, more than the limit of %2</source>
        <translation>indica %1 páginas, mais do que o limite de %2</translation>
    </message>
    <message>
        <source>%1: page %2 no longer exists</source>
        <translation>%1: a página %2 já não existe</translation>
    </message>
    <message>
        <source>%1: page %2 not found</source>
        <translation>%1: página %2 não encontrada</translation>
    </message>
    <message>
        <source>not a readable PDF (damaged or not a PDF)</source>
        <translation>não é um PDF legível (danificado ou não é um PDF)</translation>
    </message>
    <message>
        <source>the PDF is encrypted: it needs a password</source>
        <translation>o PDF está encriptado: é necessária uma palavra-passe</translation>
    </message>
    <message>
        <source>wrong password for the encrypted PDF</source>
        <translation>palavra-passe incorreta para o PDF encriptado</translation>
    </message>
    <message>
        <source>page %1 cannot be read (damaged page tree)</source>
        <translation>não é possível ler a página %1 (árvore de páginas danificada)</translation>
    </message>
    <message>
        <source>page %1 has an implausible size (%2 x %3 pt)</source>
        <translation>a página %1 tem um tamanho implausível (%2 x %3 pt)</translation>
    </message>
    <message>
        <source>page %1 would be too large to render</source>
        <translation>a página %1 seria demasiado grande para renderizar</translation>
    </message>
    <message>
        <source>page %1 cannot be rendered</source>
        <translation>não é possível renderizar a página %1</translation>
    </message>
    <message>
        <source>page %1 cannot be rendered (out of memory)</source>
        <translation>não é possível renderizar a página %1 (memória insuficiente)</translation>
    </message>
    <message>
        <source>%1: cannot read the downloaded file</source>
        <translation>%1: não é possível ler o ficheiro transferido</translation>
    </message>
    <message>
        <source>%1: size is %2 bytes, expected %3</source>
        <translation>%1: o tamanho é de %2 bytes, esperavam-se %3</translation>
    </message>
    <message>
        <source>%1: checksum mismatch (got %2, expected %3)</source>
        <translation>%1: a soma de verificação não corresponde (obtido %2, esperado %3)</translation>
    </message>
    <message>
        <source>LightOnOCR-%1</source>
        <translation>LightOnOCR-%1</translation>
    </message>
    <message>
        <source>unknown LightOnOCR generation</source>
        <translation>geração do LightOnOCR desconhecida</translation>
    </message>
    <message>
        <source>%1: plain text and layout with boxes (grounding)</source>
        <translation>%1: texto simples e layout com caixas (grounding)</translation>
    </message>
    <message>
        <source>%1: plain text (no layout boxes)</source>
        <translation>%1: texto simples (sem caixas de layout)</translation>
    </message>
    <message>
        <source>%1 has no grounding mode: layout boxes need a LightOnOCR-3 model. Use plain mode, or choose LightOnOCR-3-1B.</source>
        <translation>%1 não tem modo grounding: as caixas de layout requerem um modelo LightOnOCR-3. Utilize o modo de texto simples ou escolha o LightOnOCR-3-1B.</translation>
    </message>
    <message>
        <source>Folio cannot tell which LightOnOCR generation “%1” is, so it offers plain mode only: grounding needs a LightOnOCR-3 model, named as such in its folder or its config.json.</source>
        <translation>O Folio não consegue determinar a que geração do LightOnOCR pertence “%1”, por isso só oferece o modo de texto simples: o grounding requer um modelo LightOnOCR-3, identificado como tal no nome da pasta ou no config.json.</translation>
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
        <translation>Markdown, um ficheiro por página (*.md)</translation>
    </message>
    <message>
        <source>Word document (*.docx)</source>
        <translation>Documento Word (*.docx)</translation>
    </message>
    <message>
        <source>OpenDocument text (*.odt)</source>
        <translation>Texto OpenDocument (*.odt)</translation>
    </message>
    <message>
        <source>EPUB e-book (*.epub)</source>
        <translation>Livro eletrónico EPUB (*.epub)</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>Página web (*.html)</translation>
    </message>
    <message>
        <source>Plain text (*.txt)</source>
        <translation>Texto simples (*.txt)</translation>
    </message>
    <message>
        <source>Searchable PDF, text positions approximate (*.pdf)</source>
        <translation>PDF pesquisável, posições do texto aproximadas (*.pdf)</translation>
    </message>
    <message>
        <source>Searchable PDF (*.pdf)</source>
        <translation>PDF pesquisável (*.pdf)</translation>
    </message>
    <message>
        <source>hOCR (*.hocr)</source>
        <translation>hOCR (*.hocr)</translation>
    </message>
    <message>
        <source>Layout blocks, JSON (*.json)</source>
        <translation>Blocos de layout, JSON (*.json)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <source>“%1” already exists. Replace it?</source>
        <translation>“%1” já existe. Substituir?</translation>
    </message>
    <message>
        <source>Exporting to %1…</source>
        <translation>A exportar para %1…</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>Exportado: %1</translation>
    </message>
    <message>
        <source> (text positions are approximate on pages recognized without layout)</source>
        <translation> (as posições do texto são aproximadas nas páginas reconhecidas sem layout)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Falha na exportação</translation>
    </message>
    <message>
        <source>reading</source>
        <translation>em leitura</translation>
    </message>
    <message>
        <source>%1: page %2 cannot be reached</source>
        <translation>%1: não é possível chegar à página %2</translation>
    </message>
    <message>
        <source>unfinished import %1</source>
        <translation>importação inacabada %1</translation>
    </message>
    <message>
        <source>field “absolutePath” is missing</source>
        <translation>falta o campo “absolutePath”</translation>
    </message>
    <message>
        <source>field “nextPage” must lie within 0..%1</source>
        <translation>o campo “nextPage” deve estar entre 0 e %1</translation>
    </message>
    <message>
        <source>field “pageCount” must be at least 1</source>
        <translation>o campo “pageCount” deve ser pelo menos 1</translation>
    </message>
    <message>
        <source>the page image is not available</source>
        <translation>a imagem da página não está disponível</translation>
    </message>
    <message>
        <source>the page image cannot be read back (%1)</source>
        <translation>não é possível voltar a ler a imagem da página (%1)</translation>
    </message>
    <message numerus="yes">
        <source>%n of the %1 pages have no text yet (not recognized, or still being read): the export leaves them empty. Export anyway?</source>
        <translation>
            <numerusform>%n das %1 páginas ainda não tem texto (não reconhecida, ou ainda a ser lida): a exportação deixa-a vazia. Exportar mesmo assim?</numerusform>
            <numerusform>%n das %1 páginas ainda não têm texto (não reconhecidas, ou ainda a ser lidas): a exportação deixa-as vazias. Exportar mesmo assim?</numerusform>
        </translation>
    </message>
    <message>
        <source>Export anyway</source>
        <translation>Exportar mesmo assim</translation>
    </message>
    <message>
        <source>“%1” is a file of this project (its scan, or the project itself): an export never replaces it. Choose another name.</source>
        <translation>“%1” é um ficheiro deste projeto (a sua digitalização ou o próprio projeto): uma exportação nunca o substitui. Escolha outro nome.</translation>
    </message>
    <message>
        <source>cannot read the file (not a file)</source>
        <translation>não é possível ler o ficheiro (não é um ficheiro)</translation>
    </message>
    <message>
        <source>%1: cannot read the file (not a file)</source>
        <translation>%1: não é possível ler o ficheiro (não é um ficheiro)</translation>
    </message>
    <message>
        <source>it is no longer there</source>
        <translation>já não está lá</translation>
    </message>
    <message numerus="yes">
        <source>Exported %1 and %n more files</source>
        <translation>
            <numerusform>Exportado %1 e mais %n ficheiro</numerusform>
            <numerusform>Exportado %1 e mais %n ficheiros</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (with %n figures)</source>
        <translation>
            <numerusform> (com %n figura)</numerusform>
            <numerusform> (com %n figuras)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>None of the %n page files was written.</source>
        <translation>
            <numerusform>Nenhum dos %n arquivos de página foi gravado.</numerusform>
            <numerusform>Nenhum dos %n arquivos de página foi gravado.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of the %n page files were written.</source>
        <translation>
            <numerusform>%1 de %n arquivo de página foi gravado.</numerusform>
            <numerusform>%1 dos %n arquivos de página foram gravados.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n files of this export already exist (%1). Replace them?</source>
        <translation>
            <numerusform>%n arquivo desta exportação já existe (%1). Substituí-lo?</numerusform>
            <numerusform>%n arquivos desta exportação já existem (%1). Substituí-los?</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation>erro desconhecido</translation>
    </message>
    <message>
        <source>pandoc wrote a damaged %1 file for “%2”: %3</source>
        <translation>o pandoc gravou um arquivo %1 danificado para “%2”: %3</translation>
    </message>
    <message>
        <source>left as they were, from an earlier export of more pages: %1</source>
        <translation>deixados como estavam, de uma exportação anterior com mais páginas: %1</translation>
    </message>
</context>
<context>
    <name>SystemError</name>
    <message>
        <source>No space left on device</source>
        <translation>Não há espaço livre no dispositivo</translation>
    </message>
    <message>
        <source>Read-only file system</source>
        <translation>Sistema de arquivos somente leitura</translation>
    </message>
    <message>
        <source>Permission denied</source>
        <translation>Permissão negada</translation>
    </message>
    <message>
        <source>Operation not permitted</source>
        <translation>Operação não permitida</translation>
    </message>
    <message>
        <source>No such file or directory</source>
        <translation>Arquivo ou diretório inexistente</translation>
    </message>
    <message>
        <source>Disk quota exceeded</source>
        <translation>Cota de disco excedida</translation>
    </message>
    <message>
        <source>Input/output error</source>
        <translation>Erro de entrada/saída</translation>
    </message>
    <message>
        <source>File name too long</source>
        <translation>Nome de arquivo muito longo</translation>
    </message>
    <message>
        <source>Is a directory</source>
        <translation>É um diretório</translation>
    </message>
</context>
<context>
    <name>folio::FindReplaceBar</name>
    <message>
        <source>Match case</source>
        <translation>Maiúsculas/minúsculas</translation>
    </message>
    <message>
        <source>Find</source>
        <translation>Localizar</translation>
    </message>
    <message>
        <source>Replace with</source>
        <translation>Substituir por</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Seguinte</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Anterior</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Substituir</translation>
    </message>
    <message>
        <source>Replace all</source>
        <translation>Substituir tudo</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <source>Wrapped</source>
        <translation>Pesquisa reiniciada</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>Não encontrado</translation>
    </message>
    <message numerus="yes">
        <source>%n replaced</source>
        <translation>
            <numerusform>%n substituição</numerusform>
            <numerusform>%n substituições</numerusform>
        </translation>
    </message>
    <message>
        <source>Whole words</source>
        <translation>Palavras inteiras</translation>
    </message>
    <message>
        <source>All pages</source>
        <translation>Todas as páginas</translation>
    </message>
    <message>
        <source>Undo replace all</source>
        <translation>Desfazer substituir tudo</translation>
    </message>
    <message>
        <source>Find and replace in every page, not only the one shown</source>
        <translation>Localizar e substituir em todas as páginas, não apenas na mostrada</translation>
    </message>
    <message>
        <source>Wrapped to page %1</source>
        <translation>Recomeçou do início, página %1</translation>
    </message>
    <message>
        <source>Page %1</source>
        <translation>Página %1</translation>
    </message>
    <message numerus="yes">
        <source>%n replaced on %1</source>
        <translation>
            <numerusform>%n substituição em %1</numerusform>
            <numerusform>%n substituições em %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pages being read were left as they are.</source>
        <translation>
            <numerusform>%n página em leitura ficou como estava.</numerusform>
            <numerusform>%n páginas em leitura ficaram como estavam.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Replacement undone on %n pages</source>
        <translation>
            <numerusform>Substituição desfeita em %n página</numerusform>
            <numerusform>Substituição desfeita em %n páginas</numerusform>
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
            <numerusform>%n ocorrência nesta página</numerusform>
            <numerusform>%n ocorrências nesta página</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n matches on %1</source>
        <translation>
            <numerusform>%n ocorrência em %1</numerusform>
            <numerusform>%n ocorrências em %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Changed since, %n page(s) kept the replacement (%1); Edit › Undo on such a page takes it back.</source>
        <translation>
            <numerusform>Alterada desde então, %n página manteve a substituição (%1); Editar › Desfazer nessa página a reverte.</numerusform>
            <numerusform>Alteradas desde então, %n páginas mantiveram a substituição (%1); Editar › Desfazer em cada uma a reverte.</numerusform>
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
        <translation>a imagem da página não está disponível</translation>
    </message>
    <message>
        <source>The region lies outside the page.</source>
        <translation>A região está fora da página.</translation>
    </message>
    <message>
        <source>No OCR model is loaded. Choose a model folder or download the model first.</source>
        <translation>Não há nenhum modelo OCR carregado. Escolha primeiro uma pasta de modelo ou transfira o modelo.</translation>
    </message>
    <message>
        <source>stopped at the token limit</source>
        <translation>parado no limite de tokens</translation>
    </message>
    <message>
        <source>stopped: the text kept repeating itself</source>
        <translation>parado: o texto repetia-se constantemente</translation>
    </message>
    <message>
        <source>partial text: cancelled after %1 tokens</source>
        <translation>texto parcial: cancelado após %1 tokens</translation>
    </message>
    <message>
        <source>The region is too small to read (%1 × %2 pixels). Draw it around the words.</source>
        <translation>A região é demasiado pequena para ser lida (%1 × %2 píxeis). Desenhe-a à volta das palavras.</translation>
    </message>
    <message>
        <source>reading it again failed (%1): the text is from the earlier reading</source>
        <translation>a nova leitura falhou (%1): o texto é da leitura anterior</translation>
    </message>
</context>
<context>
    <name>folio::LanguageButton</name>
    <message>
        <source>Chinese</source>
        <translation>Chinês</translation>
    </message>
    <message>
        <source>English</source>
        <translation>Inglês</translation>
    </message>
    <message>
        <source>Japanese</source>
        <translation>Japonês</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Francês</translation>
    </message>
    <message>
        <source>German</source>
        <translation>Alemão</translation>
    </message>
    <message>
        <source>Spanish</source>
        <translation>Espanhol</translation>
    </message>
    <message>
        <source>Italian</source>
        <translation>Italiano</translation>
    </message>
    <message>
        <source>Dutch</source>
        <translation>Neerlandês</translation>
    </message>
    <message>
        <source>Portuguese</source>
        <translation>Português</translation>
    </message>
    <message>
        <source>Swedish</source>
        <translation>Sueco</translation>
    </message>
    <message>
        <source>Danish</source>
        <translation>Dinamarquês</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automático</translation>
    </message>
    <message>
        <source>Languages of the document: constrain recognition and choose spell-checking dictionaries</source>
        <translation>Idiomas do documento: restringem o reconhecimento e escolhem os dicionários da verificação ortográfica</translation>
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
            <numerusform>%n selecionado</numerusform>
            <numerusform>%n selecionados</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>folio::LayoutController</name>
    <message>
        <source>Show &amp;layout boxes</source>
        <translation>Mostrar &amp;caixas de layout</translation>
    </message>
    <message>
        <source>Recognize &amp;block again</source>
        <translation>Reconhecer o &amp;bloco novamente</translation>
    </message>
    <message>
        <source>Plain text</source>
        <translation>Texto simples</translation>
    </message>
    <message>
        <source>Text and layout</source>
        <translation>Texto e layout</translation>
    </message>
    <message>
        <source>Recognition mode</source>
        <translation>Modo de reconhecimento</translation>
    </message>
    <message>
        <source>Recognize the highlighted layout block on its own, inside its box</source>
        <translation>Reconhecer isoladamente o bloco de layout realçado, dentro da sua caixa</translation>
    </message>
</context>
<context>
    <name>folio::LocalEngineBackend</name>
    <message>
        <source>the model could not be opened</source>
        <translation>não foi possível abrir o modelo</translation>
    </message>
    <message>
        <source>local engine (%1) with %2</source>
        <translation>motor local (%1) com %2</translation>
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
        <translation>não há nenhum modelo carregado</translation>
    </message>
    <message>
        <source>%1: %2 weights, %3 KV cache</source>
        <translation>%1: pesos %2, cache KV %3</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n threads</source>
        <translation>
            <numerusform>%1, %n thread</numerusform>
            <numerusform>%1, %n threads</numerusform>
        </translation>
    </message>
    <message>
        <source>no model folder is chosen</source>
        <translation>nenhuma pasta de modelo foi escolhida</translation>
    </message>
    <message>
        <source>%1 is gone (moved, deleted, or on a drive that is not mounted)</source>
        <translation>%1 já não existe (movida, apagada ou numa unidade não montada)</translation>
    </message>
    <message>
        <source>%1 is not a folder</source>
        <translation>%1 não é uma pasta</translation>
    </message>
    <message>
        <source>the weights (*.safetensors)</source>
        <translation>os pesos (*.safetensors)</translation>
    </message>
    <message>
        <source>%1 lacks %2</source>
        <translation>em %1 falta: %2</translation>
    </message>
    <message>
        <source>%1 cannot be read (permission denied)</source>
        <translation>%1 não pode ser lido (permissão negada)</translation>
    </message>
</context>
<context>
    <name>folio::MainWindow</name>
    <message>
        <source>Password needed</source>
        <translation>Palavra-passe necessária</translation>
    </message>
    <message>
        <source>The password did not open %1. Try again:</source>
        <translation>A palavra-passe não abriu %1. Tente novamente:</translation>
    </message>
    <message>
        <source>%1 is encrypted. Password:</source>
        <translation>%1 está encriptado. Palavra-passe:</translation>
    </message>
    <message>
        <source>Save project</source>
        <translation>Guardar projeto</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sem título</translation>
    </message>
    <message>
        <source>Folio projects (*.folio)</source>
        <translation>Projetos do Folio (*.folio)</translation>
    </message>
    <message>
        <source>Importing: %1 of %2 files</source>
        <translation>A importar: %1 de %2 ficheiros</translation>
    </message>
    <message>
        <source>Choose model folder…</source>
        <translation>Escolher pasta do modelo…</translation>
    </message>
    <message>
        <source>Download a model</source>
        <translation>Transferir um modelo</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Ficheiro</translation>
    </message>
    <message>
        <source>&amp;New project</source>
        <translation>&amp;Novo projeto</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>Open scans or PDFs</source>
        <translation>Abrir digitalizações ou PDF</translation>
    </message>
    <message>
        <source>Documents (*.pdf *.png *.jpg *.jpeg *.tif *.tiff *.webp *.bmp);;All files (*)</source>
        <translation>Documentos (*.pdf *.png *.jpg *.jpeg *.tif *.tiff *.webp *.bmp);;Todos os ficheiros (*)</translation>
    </message>
    <message>
        <source>Open &amp;folder…</source>
        <translation>Abrir &amp;pasta…</translation>
    </message>
    <message>
        <source>Open a folder of scans</source>
        <translation>Abrir uma pasta de digitalizações</translation>
    </message>
    <message>
        <source>Open &amp;project…</source>
        <translation>Abrir pro&amp;jeto…</translation>
    </message>
    <message>
        <source>Open project</source>
        <translation>Abrir projeto</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Abrir &amp;recente</translation>
    </message>
    <message>
        <source>&amp;Save project</source>
        <translation>&amp;Guardar projeto</translation>
    </message>
    <message>
        <source>Save project &amp;as…</source>
        <translation>Guardar projeto &amp;como…</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportar…</translation>
    </message>
    <message>
        <source>Clean-ups on e&amp;xport</source>
        <translation>&amp;Limpezas ao exportar</translation>
    </message>
    <message>
        <source>Page &amp;markers in Markdown and text exports</source>
        <translation>&amp;Marcadores de página nas exportações Markdown e de texto</translation>
    </message>
    <message>
        <source>Writes a comment naming the page and its source file before each page</source>
        <translation>Escreve antes de cada página um comentário com a página e o respetivo ficheiro de origem</translation>
    </message>
    <message>
        <source>&amp;Close project</source>
        <translation>Fec&amp;har projeto</translation>
    </message>
    <message>
        <source>Pr&amp;eferences…</source>
        <translation>Pre&amp;ferências…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Sair</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Anular</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Refazer</translation>
    </message>
    <message>
        <source>Re&amp;vert page to recognized text</source>
        <translation>Re&amp;verter a página para o texto reconhecido</translation>
    </message>
    <message>
        <source>&amp;Find / Replace…</source>
        <translation>&amp;Localizar / substituir…</translation>
    </message>
    <message>
        <source>&amp;Next low-confidence text</source>
        <translation>Texto incerto &amp;seguinte</translation>
    </message>
    <message>
        <source>P&amp;revious low-confidence text</source>
        <translation>Texto incerto a&amp;nterior</translation>
    </message>
    <message>
        <source>&amp;Accept low-confidence text</source>
        <translation>A&amp;ceitar texto incerto</translation>
    </message>
    <message>
        <source>Copy as &amp;Markdown</source>
        <translation>Copiar como &amp;Markdown</translation>
    </message>
    <message>
        <source>Copy as &amp;rich text</source>
        <translation>Copiar como &amp;texto formatado</translation>
    </message>
    <message>
        <source>&amp;Delete selected pages</source>
        <translation>&amp;Eliminar páginas selecionadas</translation>
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
        <translation>&amp;Reduzir</translation>
    </message>
    <message>
        <source>Fit &amp;width</source>
        <translation>Ajustar à &amp;largura</translation>
    </message>
    <message>
        <source>Fit &amp;page</source>
        <translation>Ajustar à &amp;página</translation>
    </message>
    <message>
        <source>&amp;Actual size (1:1)</source>
        <translation>&amp;Tamanho real (1:1)</translation>
    </message>
    <message>
        <source>&amp;Page</source>
        <translation>&amp;Página</translation>
    </message>
    <message>
        <source>&amp;Recognize</source>
        <translation>&amp;Reconhecimento</translation>
    </message>
    <message>
        <source>Recognize &amp;page</source>
        <translation>Reconhecer &amp;página</translation>
    </message>
    <message>
        <source>Recognize &amp;selected pages</source>
        <translation>Reconhecer páginas &amp;selecionadas</translation>
    </message>
    <message>
        <source>Recognize &amp;all pages</source>
        <translation>Reconhecer &amp;todas as páginas</translation>
    </message>
    <message>
        <source>Recognize &amp;region</source>
        <translation>Reconhecer &amp;região</translation>
    </message>
    <message>
        <source>Retry with a repetition &amp;penalty</source>
        <translation>Tentar novamente com penali&amp;zação de repetição</translation>
    </message>
    <message>
        <source>Recognizes again the selected pages whose text looped or stopped at the token limit, discouraging the model from repeating itself</source>
        <translation>Reconhece novamente as páginas selecionadas cujo texto entrou em ciclo ou parou no limite de tokens, desencorajando o modelo de se repetir</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Cancelar</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aj&amp;uda</translation>
    </message>
    <message>
        <source>&amp;About Folio</source>
        <translation>&amp;Acerca do Folio</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Principal</translation>
    </message>
    <message>
        <source>Some files could not be opened</source>
        <translation>Não foi possível abrir alguns ficheiros</translation>
    </message>
    <message>
        <source>The untitled project</source>
        <translation>O projeto sem título</translation>
    </message>
    <message>
        <source>Save changes?</source>
        <translation>Guardar as alterações?</translation>
    </message>
    <message>
        <source>%1 has changes that are not saved. Save them before going on?</source>
        <translation>%1 tem alterações não guardadas. Guardá-las antes de continuar?</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>Discard changes</source>
        <translation>Descartar alterações</translation>
    </message>
    <message>
        <source>No recent projects</source>
        <translation>Sem projetos recentes</translation>
    </message>
    <message>
        <source>&amp;Clear list</source>
        <translation>&amp;Limpar lista</translation>
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
        <translation>Recuperar trabalho não guardado</translation>
    </message>
    <message>
        <source>Ready: %1</source>
        <translation>Pronto: %1</translation>
    </message>
    <message>
        <source>Model loaded</source>
        <translation>Modelo carregado</translation>
    </message>
    <message>
        <source>The model could not be loaded: %1</source>
        <translation>Não foi possível carregar o modelo: %1</translation>
    </message>
    <message>
        <source>Loading the model from %1…</source>
        <translation>A carregar o modelo de %1…</translation>
    </message>
    <message>
        <source>&lt;b&gt;No OCR model installed.&lt;/b&gt; Folio needs LightOnOCR-2-1B or LightOnOCR-3-1B (about 2 GB; the 3 also finds where each block sits on the page) to read pages. Choose a folder that holds one, or download it from Hugging Face.</source>
        <translation>&lt;b&gt;Nenhum modelo OCR instalado.&lt;/b&gt; O Folio precisa do LightOnOCR-2-1B ou do LightOnOCR-3-1B (cerca de 2 GB; o 3 também localiza cada bloco na página) para ler páginas. Escolha uma pasta que contenha um deles ou transfira-o do Hugging Face.</translation>
    </message>
    <message>
        <source>Page %1 has edits of yours. Recognizing it again replaces its text; Edit › Undo brings your text back.</source>
        <translation>A página %1 tem edições suas. Reconhecê-la novamente substitui o texto; Editar › Anular recupera o seu texto.</translation>
    </message>
    <message>
        <source>Pages %1 have edits of yours. Recognizing them again replaces their text; Edit › Undo brings your text back, page by page.</source>
        <translation>As páginas %1 têm edições suas. Reconhecê-las novamente substitui o texto; Editar › Anular recupera o seu texto, página a página.</translation>
    </message>
    <message>
        <source>Replace your edits?</source>
        <translation>Substituir as suas edições?</translation>
    </message>
    <message>
        <source>Recognize again</source>
        <translation>Reconhecer novamente</translation>
    </message>
    <message>
        <source>Only pages not done (%1)</source>
        <translation>Apenas as páginas por concluir (%1)</translation>
    </message>
    <message>
        <source>All pages</source>
        <translation>Todas as páginas</translation>
    </message>
    <message>
        <source>Recognize all pages</source>
        <translation>Reconhecer todas as páginas</translation>
    </message>
    <message>
        <source>no model loaded</source>
        <translation>nenhum modelo carregado</translation>
    </message>
    <message>
        <source>About Folio</source>
        <translation>Acerca do Folio</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Folio %1&lt;/h3&gt;&lt;p&gt;Turns scans and PDFs into Markdown and Word with the LightOnOCR vision-language model, on your own GPU or CPU.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Model:&lt;/b&gt; %2&lt;br&gt;&lt;b&gt;Device:&lt;/b&gt; %3&lt;br&gt;&lt;b&gt;Engine:&lt;/b&gt; %4&lt;/p&gt;&lt;p&gt;Folio is free software. It uses Qt %5 (LGPL 3), Poppler (GPL 2), md4c (MIT), KaTeX (MIT), Hunspell (MPL/LGPL/GPL), pandoc (GPL 2, run as a separate program) and libtorch (BSD). LightOnOCR-2-1B is released by LightOn under the Apache 2.0 license.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Folio %1&lt;/h3&gt;&lt;p&gt;Converte digitalizações e PDF em Markdown e Word com o modelo de visão e linguagem LightOnOCR, na sua própria GPU ou CPU.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Modelo:&lt;/b&gt; %2&lt;br&gt;&lt;b&gt;Dispositivo:&lt;/b&gt; %3&lt;br&gt;&lt;b&gt;Motor:&lt;/b&gt; %4&lt;/p&gt;&lt;p&gt;O Folio é software livre. Utiliza Qt %5 (LGPL 3), Poppler (GPL 2), md4c (MIT), KaTeX (MIT), Hunspell (MPL/LGPL/GPL), pandoc (GPL 2, executado como programa separado) e libtorch (BSD). O LightOnOCR-2-1B é publicado pela LightOn sob a licença Apache 2.0.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>none chosen</source>
        <translation>nenhum escolhido</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Preferências</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>off</source>
        <translation>desativado</translation>
    </message>
    <message>
        <source>Text the model recognized with a probability below this is underlined in the editor (F8 goes to the next). A lower value hides marks at once; a higher one marks more on pages recognized from then on.</source>
        <translation>O texto que o modelo reconheceu com uma probabilidade inferior a este valor é sublinhado no editor (F8 passa ao seguinte). Um valor mais baixo oculta marcas de imediato; um mais alto marca mais nas páginas reconhecidas a partir daí.</translation>
    </message>
    <message>
        <source>Underline text recognized with a probability below</source>
        <translation>Sublinhar o texto reconhecido com uma probabilidade inferior a</translation>
    </message>
    <message>
        <source>Model, device and memory…</source>
        <translation>Modelo, dispositivo e memória…</translation>
    </message>
    <message>
        <source>Recognition</source>
        <translation>Reconhecimento</translation>
    </message>
    <message>
        <source>Interface language: View › Interface language.</source>
        <translation>Idioma da interface: Ver › Idioma da interface.</translation>
    </message>
    <message>
        <source> · %1 tokens/s</source>
        <translation> · %1 tokens/s</translation>
    </message>
    <message>
        <source> · about %1 per page</source>
        <translation> · cerca de %1 por página</translation>
    </message>
    <message>
        <source>not loaded</source>
        <translation>não carregado</translation>
    </message>
    <message>
        <source>not loaded yet</source>
        <translation>ainda não carregado</translation>
    </message>
    <message numerus="yes">
        <source>Recognizing %n pages takes about %1: about %2 per page, as measured on the last pages recognized (%3). You can go on working meanwhile and cancel at any time.</source>
        <translation>
            <numerusform>Reconhecer %n página leva cerca de %1: cerca de %2 por página, conforme medido nas últimas páginas reconhecidas (%3). Pode continuar a trabalhar entretanto e cancelar a qualquer momento.</numerusform>
            <numerusform>Reconhecer %n páginas leva cerca de %1: cerca de %2 por página, conforme medido nas últimas páginas reconhecidas (%3). Pode continuar a trabalhar entretanto e cancelar a qualquer momento.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Recognize %n pages</source>
        <translation>
            <numerusform>Reconhecer %n página</numerusform>
            <numerusform>Reconhecer %n páginas</numerusform>
        </translation>
    </message>
    <message>
        <source>no local model loaded</source>
        <translation>nenhum modelo local carregado</translation>
    </message>
    <message>
        <source>The device, weight precision, KV cache precision and CPU threads the local engine runs with, every automatic choice resolved.</source>
        <translation>O dispositivo, a precisão dos pesos, a da cache KV e os threads de CPU com que o motor local funciona, com cada escolha automática resolvida.</translation>
    </message>
    <message>
        <source>The engine runs on</source>
        <translation>O motor funciona em</translation>
    </message>
    <message>
        <source> · about %1 left</source>
        <translation> · faltam cerca de %1</translation>
    </message>
    <message>
        <source>Reading page %1</source>
        <translation>Leitura da página %1</translation>
    </message>
    <message>
        <source>Reading pages %1</source>
        <translation>Leitura das páginas %1</translation>
    </message>
    <message>
        <source>Not opened again, already in the restored project: %1</source>
        <translation>Não foi reaberto, já está no projeto restaurado: %1</translation>
    </message>
    <message>
        <source>Importing %1: page %2 of %3</source>
        <translation>A importar %1: página %2 de %3</translation>
    </message>
    <message>
        <source>Restore &amp;removed pages</source>
        <translation>Restaurar páginas &amp;removidas</translation>
    </message>
    <message>
        <source>Restore the removed page</source>
        <translation>Restaurar a página removida</translation>
    </message>
    <message>
        <source>Restore %1 removed pages</source>
        <translation>Restaurar %1 páginas removidas</translation>
    </message>
    <message>
        <source>Removed 1 page.</source>
        <translation>1 página removida.</translation>
    </message>
    <message>
        <source>Removed %1 pages.</source>
        <translation>%1 páginas removidas.</translation>
    </message>
    <message>
        <source>Edit › Undo in the page list, or Edit › Restore removed pages, brings them back.</source>
        <translation>Editar › Anular na lista de páginas, ou Editar › Restaurar páginas removidas, trá-las de volta.</translation>
    </message>
    <message>
        <source>Restored 1 page.</source>
        <translation>1 página restaurada.</translation>
    </message>
    <message>
        <source>Restored %1 pages.</source>
        <translation>%1 páginas restauradas.</translation>
    </message>
    <message>
        <source>Reading the rest of %1: pages %2 to %3 were not imported before it was closed</source>
        <translation>A ler o resto de %1: as páginas %2 a %3 não tinham sido importadas antes de fechar</translation>
    </message>
    <message>
        <source>Find ne&amp;xt</source>
        <translation>Localizar &amp;seguinte</translation>
    </message>
    <message>
        <source>Find previou&amp;s</source>
        <translation>Localizar &amp;anterior</translation>
    </message>
    <message>
        <source>&lt;b&gt;The model cannot be used:&lt;/b&gt; %1. Choose the folder that holds it, or download it again.</source>
        <translation>&lt;b&gt;Não é possível usar o modelo:&lt;/b&gt; %1. Escolha a pasta que o contém ou transfira-o de novo.</translation>
    </message>
    <message>
        <source>R&amp;eplace…</source>
        <translation>Substitui&amp;r…</translation>
    </message>
    <message>
        <source>%1 is open in another Folio window: save under another name, or close it there first.</source>
        <translation>%1 está aberto noutra janela do Folio: guarde-o com outro nome ou feche-o primeiro lá.</translation>
    </message>
    <message>
        <source>“%1” was changed on disk since this window opened or saved it. Saving here replaces those changes.</source>
        <translation>«%1» foi alterado no disco desde que esta janela o abriu ou guardou. Guardar aqui substitui essas alterações.</translation>
    </message>
    <message>
        <source>Save anyway</source>
        <translation>Guardar mesmo assim</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Guardar como…</translation>
    </message>
    <message>
        <source>“%1” is open in another Folio window. If both windows changed it, the one saved last would overwrite the other&apos;s work. Open a copy here instead?</source>
        <translation>«%1» está aberto noutra janela do Folio. Se ambas as janelas o alterassem, a última a guardar substituiria o trabalho da outra. Abrir antes uma cópia aqui?</translation>
    </message>
    <message>
        <source>Open a copy</source>
        <translation>Abrir uma cópia</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (cópia)</translation>
    </message>
    <message>
        <source>&amp;Next page</source>
        <translation>Página &amp;seguinte</translation>
    </message>
    <message>
        <source>P&amp;revious page</source>
        <translation>Página &amp;anterior</translation>
    </message>
    <message>
        <source>No low-confidence text is left</source>
        <translation>Não resta texto de baixa confiança</translation>
    </message>
    <message numerus="yes">
        <source>Import stopped: the project keeps its %n page(s)</source>
        <translation>
            <numerusform>Importação parada: o projeto mantém a sua %n página</numerusform>
            <numerusform>Importação parada: o projeto mantém as suas %n páginas</numerusform>
        </translation>
    </message>
    <message>
        <source>Crash copy</source>
        <translation>Cópia de recuperação</translation>
    </message>
    <message>
        <source>Folio cannot keep a crash copy of your changes, so a crash would lose them: %1

Save the project (File &gt; Save As to another place if need be).</source>
        <translation>O Folio não consegue manter uma cópia de recuperação das suas alterações; uma falha perdê-las-ia: %1

Guarde o projeto (Ficheiro &gt; Guardar como noutro local, se for preciso).</translation>
    </message>
    <message>
        <source>“%1” has changes that were not saved, kept in a recovery copy (%2; the project itself was saved %3). Restore them?</source>
        <translation>“%1” tem alterações que não foram guardadas, mantidas numa cópia de recuperação (%2; o projeto foi guardado %3). Restaurá-las?</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>Mais tarde</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <source>The export to “%1” is still running. Quitting now stops it, and the file is not written.</source>
        <translation>A exportação para “%1” ainda está a decorrer. Sair agora interrompe-a e o ficheiro não é escrito.</translation>
    </message>
    <message>
        <source>Quit when it is done</source>
        <translation>Sair quando terminar</translation>
    </message>
    <message>
        <source>Quit now</source>
        <translation>Sair agora</translation>
    </message>
    <message>
        <source>Recognize region</source>
        <translation>Reconhecer região</translation>
    </message>
    <message>
        <source>You changed this region&apos;s text in the editor. Recognizing it again adds the new reading to the page beside your corrected text; Edit › Undo takes it away.</source>
        <translation>Alterou o texto desta região no editor. Reconhecê-la de novo acrescenta a nova leitura à página ao lado do texto corrigido; Editar › Anular retira-a.</translation>
    </message>
    <message>
        <source>The pages are back in their order before the move.</source>
        <translation>As páginas voltaram à ordem de antes da mudança.</translation>
    </message>
    <message>
        <source>Nothing to undo in the page list; in the text, Undo takes back typing.</source>
        <translation>Nada a anular na lista de páginas; no texto, Anular desfaz o que escreveu.</translation>
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
            <numerusform>%n falhada</numerusform>
            <numerusform>%n falhadas</numerusform>
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
        <translation>O modelo não pode ser usado: %1.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The model could not be loaded:&lt;/b&gt; %1&lt;br&gt;Choose another model folder, or download the model again.</source>
        <translation>&lt;b&gt;Não foi possível carregar o modelo:&lt;/b&gt; %1&lt;br&gt;Escolha outra pasta de modelo ou transfira o modelo novamente.</translation>
    </message>
    <message numerus="yes">
        <source> (%n with edits of yours, which recognizing again replaces; Edit › Undo brings them back)</source>
        <translation>
            <numerusform> (%n com edições suas, que o novo reconhecimento substitui; Editar › Anular recupera-as)</numerusform>
            <numerusform> (%n com edições suas, que o novo reconhecimento substitui; Editar › Anular recupera-as)</numerusform>
        </translation>
    </message>
    <message>
        <source>Every page is recognized already%1. Recognize all of them again?</source>
        <translation>Todas as páginas já estão reconhecidas%1. Reconhecê-las todas novamente?</translation>
    </message>
    <message numerus="yes">
        <source>Pages recognized already: %1 of %n%2. Recognize only the pages not done, or all of them again?</source>
        <translation>
            <numerusform>Páginas já reconhecidas: %1 de %n%2. Reconhecer só as páginas em falta, ou todas novamente?</numerusform>
            <numerusform>Páginas já reconhecidas: %1 de %n%2. Reconhecer só as páginas em falta, ou todas novamente?</numerusform>
        </translation>
    </message>
    <message>
        <source>No region change to undo on this page; in the text, Undo takes back typing.</source>
        <translation>Não há alterações de regiões para anular nesta página; no texto, Anular anula o que foi escrito.</translation>
    </message>
    <message>
        <source>No region change to redo on this page.</source>
        <translation>Não há alterações de regiões para refazer nesta página.</translation>
    </message>
    <message>
        <source>Region %1 deleted; Edit › Undo in the page view brings it back.</source>
        <translation>Região %1 eliminada; Editar › Anular na vista da página recupera-a.</translation>
    </message>
    <message>
        <source>Go to page</source>
        <translation>Ir para a página</translation>
    </message>
    <message>
        <source>Page (1–%1):</source>
        <translation>Página (1–%1):</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled: %1 of %n pages read; every page keeps its text, partial readings are marked cancelled</source>
        <translation>
            <numerusform>Cancelado: %1 de %n página lida; cada página mantém o seu texto, as leituras parciais ficam marcadas como canceladas</numerusform>
            <numerusform>Cancelado: %1 de %n páginas lidas; cada página mantém o seu texto, as leituras parciais ficam marcadas como canceladas</numerusform>
        </translation>
    </message>
    <message>
        <source>Recover &amp;unsaved work…</source>
        <translation>Recuperar trabalho &amp;não salvo…</translation>
    </message>
    <message>
        <source>&amp;Go to page…</source>
        <translation>&amp;Ir para a página…</translation>
    </message>
    <message>
        <source>The changes are still in this window.</source>
        <translation>As alterações ainda estão nesta janela.</translation>
    </message>
    <message>
        <source>An untitled project with changes that were never saved is kept in a recovery copy (%1). Restore it?</source>
        <translation>Um projeto sem título com alterações nunca salvas está guardado numa cópia de recuperação (%1). Restaurá-lo?</translation>
    </message>
    <message>
        <source>“%1” has changes that were not saved, kept in a recovery copy (%2), newer than the saved project. Restore them?</source>
        <translation>“%1” tem alterações não salvas, guardadas numa cópia de recuperação (%2), mais recente que o projeto salvo. Restaurá-las?</translation>
    </message>
    <message>
        <source>Discard unsaved work</source>
        <translation>Descartar trabalho não salvo</translation>
    </message>
    <message>
        <source>The recovery copy is deleted, and its changes cannot be brought back. Discard them?</source>
        <translation>A cópia de recuperação é apagada e as suas alterações não poderão ser recuperadas. Descartá-las?</translation>
    </message>
    <message>
        <source>There is no unsaved work to recover</source>
        <translation>Não há trabalho não salvo para recuperar</translation>
    </message>
    <message>
        <source>“%1”</source>
        <comment>a file name in quotes</comment>
        <translation>“%1”</translation>
    </message>
    <message>
        <source>Not opened, its unsaved changes wait in a recovery copy (File › Recover unsaved work): %1</source>
        <translation>Não aberto: as alterações não salvas aguardam numa cópia de recuperação (Arquivo › Recuperar trabalho não salvo): %1</translation>
    </message>
    <message>
        <source>A recovery copy is also written 2 s after edits pause</source>
        <translation>Também é gravada uma cópia de recuperação 2 s após uma pausa na edição</translation>
    </message>
    <message>
        <source>While edits go on, autosave every</source>
        <translation>Durante a edição, salvar automaticamente a cada</translation>
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
        <translation>Escolha a pasta onde as digitalizações estão agora; são procuradas lá pelo nome, também nas subpastas</translation>
    </message>
    <message>
        <source>Where are the scans now?</source>
        <translation>Onde estão agora as digitalizações?</translation>
    </message>
    <message numerus="yes">
        <source>The scan of %n page(s) is missing: %1 (moved, renamed, or on a drive that is not mounted). The text is kept; Locate… finds the file where it is now.</source>
        <translation>
            <numerusform>Falta a digitalização de %n página: %1 (movida, renomeada ou numa unidade não montada). O texto é mantido; Localizar… encontra o ficheiro onde está agora.</numerusform>
            <numerusform>Falta a digitalização de %n páginas: %1 (movida, renomeada ou numa unidade não montada). O texto é mantido; Localizar… encontra o ficheiro onde está agora.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The scans of %n page(s) are missing: %1 files, the first %2 (moved, renamed, or on a drive that is not mounted). The text is kept; Locate… finds them where they are now.</source>
        <translation>
            <numerusform>Faltam as digitalizações de %n página: %1 ficheiros, o primeiro %2 (movidos, renomeados ou numa unidade não montada). O texto é mantido; Localizar… encontra-os onde estão agora.</numerusform>
            <numerusform>Faltam as digitalizações de %n páginas: %1 ficheiros, o primeiro %2 (movidos, renomeados ou numa unidade não montada). O texto é mantido; Localizar… encontra-os onde estão agora.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Found the %n missing file(s) in %1.</source>
        <translation>
            <numerusform>Encontrado o %n ficheiro em falta em %1.</numerusform>
            <numerusform>Encontrados os %n ficheiros em falta em %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Found %1 of the %2 missing files in %3.</source>
        <translation>Encontrados %1 dos %2 ficheiros em falta em %3.</translation>
    </message>
    <message>
        <source>Looking for the missing files in %1…</source>
        <translation>A procurar os ficheiros em falta em %1…</translation>
    </message>
    <message numerus="yes">
        <source>The scans are back in their places: %n page(s) shown again.</source>
        <translation>
            <numerusform>As digitalizações voltaram ao lugar: %n página mostrada novamente.</numerusform>
            <numerusform>As digitalizações voltaram ao lugar: %n páginas mostradas novamente.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>folio::ModelDownloader</name>
    <message>
        <source>cannot create the folder %1</source>
        <translation>não é possível criar a pasta %1</translation>
    </message>
    <message>
        <source>cannot list the files of %1: %2</source>
        <translation>não é possível listar os ficheiros de %1: %2</translation>
    </message>
    <message>
        <source>the Hub lists no files for %1</source>
        <translation>o Hub não lista nenhum ficheiro para %1</translation>
    </message>
    <message>
        <source>%1: cannot write %2</source>
        <translation>%1: não é possível escrever %2</translation>
    </message>
    <message>
        <source>connection closed early</source>
        <translation>ligação fechada prematuramente</translation>
    </message>
    <message>
        <source>%1: download interrupted at %2 of %3 bytes (%4); start the download again to resume</source>
        <translation>%1: transferência interrompida em %2 de %3 bytes (%4); inicie a transferência novamente para a retomar</translation>
    </message>
    <message>
        <source>%1: cannot move the finished file into place</source>
        <translation>%1: não é possível mover o ficheiro concluído para o seu lugar</translation>
    </message>
    <message>
        <source>download cancelled; start it again to resume</source>
        <translation>transferência cancelada; inicie-a novamente para a retomar</translation>
    </message>
</context>
<context>
    <name>folio::ModelPanel</name>
    <message>
        <source>Greedy (deterministic)</source>
        <translation>Greedy (determinístico)</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>Transferir</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Escolher…</translation>
    </message>
    <message>
        <source>Model folder</source>
        <translation>Pasta do modelo</translation>
    </message>
    <message>
        <source>Model to download</source>
        <translation>Modelo a transferir</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Dispositivo</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Precisão</translation>
    </message>
    <message>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <source>automatic (90% of free)</source>
        <translation>automático (90% da memória livre)</translation>
    </message>
    <message>
        <source>Memory budget</source>
        <translation>Orçamento de memória</translation>
    </message>
    <message>
        <source>Model precision</source>
        <translation>Precisão do modelo</translation>
    </message>
    <message>
        <source>fp8: about twice the pages in memory (GPU only)</source>
        <translation>fp8: cerca do dobro das páginas em memória (apenas GPU)</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>Cache KV</translation>
    </message>
    <message>
        <source>Pages at once</source>
        <translation>Páginas em simultâneo</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Longest image side</source>
        <translation>Lado maior da imagem</translation>
    </message>
    <message>
        <source>Sampling</source>
        <translation>Amostragem</translation>
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
        <translation>A transferir %1…</translation>
    </message>
    <message>
        <source>Download stopped: %1</source>
        <translation>Transferência parada: %1</translation>
    </message>
    <message>
        <source>Downloaded into %1</source>
        <translation>Transferido para %1</translation>
    </message>
    <message>
        <source>Stop download</source>
        <translation>Parar a transferência</translation>
    </message>
    <message>
        <source>Listing the files of %1…</source>
        <translation>A listar os ficheiros de %1…</translation>
    </message>
    <message>
        <source>not loaded</source>
        <translation>não carregado</translation>
    </message>
    <message>
        <source>Automatic: the fastest this device runs well</source>
        <translation>Automático: o mais rápido que este dispositivo executa bem</translation>
    </message>
    <message>
        <source>float32: exact, slowest</source>
        <translation>float32: exato, o mais lento</translation>
    </message>
    <message>
        <source>int8: 8-bit decoder weights, faster and smaller on the CPU</source>
        <translation>int8: pesos do descodificador de 8 bits, mais rápido e menor na CPU</translation>
    </message>
    <message>
        <source>The precision of the model&apos;s weights. On a GPU, bfloat16 is fast and exact enough. On the CPU, int8 stores the decoder&apos;s weights in 8 bits: pages are recognized faster in less memory, and a few words may come out differently than in float32.</source>
        <translation>A precisão dos pesos do modelo. Numa GPU, bfloat16 é rápido e suficientemente exato. Na CPU, int8 guarda os pesos do descodificador em 8 bits: as páginas são reconhecidas mais depressa com menos memória, e algumas palavras podem sair diferentes do que com float32.</translation>
    </message>
    <message>
        <source>one per core</source>
        <translation>um por núcleo</translation>
    </message>
    <message>
        <source>Threads the engine&apos;s work on the CPU uses.</source>
        <translation>Threads usados pelo trabalho do motor na CPU.</translation>
    </message>
    <message>
        <source>CPU threads</source>
        <translation>Threads de CPU</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Em execução</translation>
    </message>
    <message>
        <source>This folder does not hold a model: %1.</source>
        <translation>Esta pasta não contém um modelo: %1.</translation>
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
        <translation>em branco</translation>
    </message>
    <message>
        <source>loop</source>
        <translation>ciclo</translation>
    </message>
    <message>
        <source>token limit</source>
        <translation>limite de tokens</translation>
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
        <translation>em branco: Reconhecer todas as páginas ignora-a (Página › Reconhecer mesmo assim)</translation>
    </message>
    <message>
        <source>turned %1° clockwise, straightened by %2°%3</source>
        <translation>rodada %1° no sentido horário, endireitada %2°%3</translation>
    </message>
    <message>
        <source> (auto-rotate)</source>
        <translation> (rotação automática)</translation>
    </message>
    <message>
        <source>The model kept repeating itself, so recognition stopped and the text is incomplete. Recognize › Retry with a repetition penalty tries again.</source>
        <translation>O modelo repetia-se constantemente, por isso o reconhecimento parou e o texto está incompleto. Reconhecimento › Tentar novamente com penalização de repetição faz uma nova tentativa.</translation>
    </message>
    <message>
        <source>Recognition stopped at the token limit, so the text may be incomplete. Recognize › Retry with a repetition penalty tries again; a larger token limit in the settings may be needed.</source>
        <translation>O reconhecimento parou no limite de tokens, por isso o texto pode estar incompleto. Reconhecimento › Tentar novamente com penalização de repetição faz uma nova tentativa; pode ser necessário um limite de tokens maior nas preferências.</translation>
    </message>
</context>
<context>
    <name>folio::PageTools</name>
    <message>
        <source>Rotate &amp;clockwise</source>
        <translation>Rodar no sentido &amp;horário</translation>
    </message>
    <message>
        <source>Turn the page a quarter turn clockwise (Ctrl+])</source>
        <translation>Rodar a página um quarto de volta no sentido horário (Ctrl+])</translation>
    </message>
    <message>
        <source>Rotate c&amp;ounter-clockwise</source>
        <translation>Rodar no sentido a&amp;nti-horário</translation>
    </message>
    <message>
        <source>Turn the page a quarter turn counter-clockwise (Ctrl+[)</source>
        <translation>Rodar a página um quarto de volta no sentido anti-horário (Ctrl+[)</translation>
    </message>
    <message>
        <source>&amp;Auto-rotate and deskew</source>
        <translation>Rodar e endireitar &amp;automaticamente</translation>
    </message>
    <message>
        <source>Auto-rotate and deskew &amp;before recognition</source>
        <translation>Rodar e endireitar automaticamente antes do &amp;reconhecimento</translation>
    </message>
    <message>
        <source>Recognize &amp;anyway</source>
        <translation>Reconhecer &amp;mesmo assim</translation>
    </message>
    <message>
        <source>Send the selected pages to the model, also those marked blank</source>
        <translation>Enviar as páginas selecionadas para o modelo, incluindo as marcadas como em branco</translation>
    </message>
    <message>
        <source>Recognize &amp;blank pages too</source>
        <translation>Reconhecer também as páginas em &amp;branco</translation>
    </message>
    <message>
        <source>&amp;Paste as page</source>
        <translation>&amp;Colar como página</translation>
    </message>
    <message>
        <source>Auto-rotate: %1 pages turned upright or straightened</source>
        <translation>Rotação automática: %1 páginas endireitadas ou postas na vertical</translation>
    </message>
    <message>
        <source>Page %1: too little text to tell how it lies; left as it is</source>
        <translation>Página %1: demasiado pouco texto para determinar a orientação; deixada como está</translation>
    </message>
    <message>
        <source>Page %1: turned %2° clockwise, straightened by %3°</source>
        <translation>Página %1: rodada %2° no sentido horário, endireitada %3°</translation>
    </message>
    <message numerus="yes">
        <source>Blank, not sent to the model: page %1. Page › Recognize anyway sends it.</source>
        <translation>
            <numerusform>Em branco, não enviada para o modelo: página %1. Página › Reconhecer mesmo assim envia-a.</numerusform>
            <numerusform>Em branco, não enviadas para o modelo: páginas %1. Página › Reconhecer mesmo assim envia-as.</numerusform>
        </translation>
    </message>
    <message>
        <source>The clipboard holds no image to add as a page</source>
        <translation>A área de transferência não contém nenhuma imagem para adicionar como página</translation>
    </message>
    <message>
        <source>Capture screen &amp;region as page…</source>
        <translation>Capturar uma &amp;região do ecrã como página…</translation>
    </message>
    <message>
        <source>Choose an area of the screen in the desktop&apos;s screenshot dialog; it becomes a new page</source>
        <translation>Escolha uma área do ecrã na caixa de captura do ambiente de trabalho; torna-se uma nova página</translation>
    </message>
    <message>
        <source>The screenshot %1 could not be read</source>
        <translation>Não foi possível ler a captura %1</translation>
    </message>
    <message>
        <source>No screen capture: %1</source>
        <translation>Sem captura de ecrã: %1</translation>
    </message>
    <message>
        <source>the folder “%1” cannot be made</source>
        <translation>não é possível criar a pasta “%1”</translation>
    </message>
    <message>
        <source>The pasted image could not be kept: %1</source>
        <translation>Não foi possível guardar a imagem colada: %1</translation>
    </message>
    <message>
        <source>Page %1 cannot be turned before its image is loaded: its regions would not turn with it. Try again in a moment, or with its scan back in place.</source>
        <translation>A página %1 não pode ser rodada antes de a imagem ser carregada: as regiões não rodariam com ela. Tente novamente daqui a pouco, ou com a digitalização de volta no lugar.</translation>
    </message>
</context>
<context>
    <name>folio::PageView</name>
    <message>
        <source>Drop scans, PDFs or folders here
or use File › Open</source>
        <translation>Largue aqui digitalizações, PDF ou pastas
ou utilize Ficheiro › Abrir</translation>
    </message>
    <message>
        <source>Page image</source>
        <translation>Imagem da página</translation>
    </message>
    <message>
        <source>The scan of this page is missing:
%1</source>
        <translation>Falta a digitalização desta página:
%1</translation>
    </message>
    <message>
        <source>This page&apos;s image cannot be shown:
%1</source>
        <translation>Não é possível mostrar a imagem desta página:
%1</translation>
    </message>
    <message>
        <source>Loading the page…</source>
        <translation>A carregar a página…</translation>
    </message>
</context>
<context>
    <name>folio::PostProcess</name>
    <message>
        <source>Repair escaped math (\$x\$ to $x$, prices kept)</source>
        <translation>Reparar fórmulas com escape (\$x\$ para $x$, preços mantidos)</translation>
    </message>
    <message>
        <source>Remove bold and italics</source>
        <translation>Remover negrito e itálico</translation>
    </message>
    <message>
        <source>List items as plain paragraphs</source>
        <translation>Itens de lista como parágrafos simples</translation>
    </message>
    <message>
        <source>Join words hyphenated at line ends</source>
        <translation>Unir palavras hifenizadas no fim da linha</translation>
    </message>
    <message>
        <source>One line per paragraph</source>
        <translation>Uma linha por parágrafo</translation>
    </message>
    <message>
        <source>Full-width punctuation in CJK text</source>
        <translation>Pontuação de largura total em texto CJK</translation>
    </message>
    <message>
        <source>Drop running heads and page numbers</source>
        <translation>Remover cabeçalhos correntes e números de página</translation>
    </message>
    <message>
        <source>Collapse dot leaders (tables of contents)</source>
        <translation>Condensar linhas de pontos (índices)</translation>
    </message>
    <message>
        <source>Shorten long form blanks (____)</source>
        <translation>Encurtar espaços longos de formulário (____)</translation>
    </message>
</context>
<context>
    <name>folio::PreviewView</name>
    <message>
        <source>Rendered preview</source>
        <translation>Pré-visualização renderizada</translation>
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
        <translation>O texto reconhecido aparece aqui em Markdown.</translation>
    </message>
    <message>
        <source>Markdown source</source>
        <translation>Código Markdown</translation>
    </message>
    <message>
        <source>No suggestions</source>
        <translation>Sem sugestões</translation>
    </message>
    <message>
        <source>Add “%1” to dictionary</source>
        <translation>Adicionar “%1” ao dicionário</translation>
    </message>
    <message>
        <source>The model was unsure of this text (F8: next, Ctrl+Return: accept)</source>
        <translation>O modelo não tinha a certeza deste texto (F8: seguinte, Ctrl+Return: aceitar)</translation>
    </message>
    <message>
        <source>This page is being read. You can edit it once it is done, or cancel its recognition.</source>
        <translation>Esta página está a ser lida. Pode editá-la quando terminar, ou cancelar o reconhecimento.</translation>
    </message>
    <message>
        <source>More suggestions</source>
        <translation>Mais sugestões</translation>
    </message>
</context>
<context>
    <name>folio::ScreenPortal</name>
    <message>
        <source>there is no session bus to reach the desktop portal</source>
        <translation>não há barramento de sessão para chegar ao portal do ambiente de trabalho</translation>
    </message>
    <message>
        <source>the desktop portal refused the screenshot: %1</source>
        <translation>o portal do ambiente de trabalho recusou a captura: %1</translation>
    </message>
    <message>
        <source>the desktop portal could not take the screenshot</source>
        <translation>o portal do ambiente de trabalho não conseguiu fazer a captura</translation>
    </message>
    <message>
        <source>the desktop portal gave no screenshot file (%1)</source>
        <translation>o portal do ambiente de trabalho não forneceu nenhum ficheiro de captura (%1)</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Folio: turn scans and PDFs into Markdown and Word with LightOnOCR.</source>
        <translation>Folio: converta digitalizações e PDF em Markdown e Word com o LightOnOCR.</translation>
    </message>
    <message>
        <source>Images or PDFs to open.</source>
        <translation>Imagens ou PDF a abrir.</translation>
    </message>
    <message>
        <source>Verbs (no display needed):
  %1 ocr FILES... -o DIR   recognize images and PDFs into Markdown, Word, ODT, EPUB, HTML, text or JSON
  %1 watch IN OUT          recognize the files that appear in a folder, until stopped
  %1 serve --model DIR     serve the engine as an OpenAI-compatible server
`%1 ocr --help`, `%1 watch --help` and `%1 serve --help` list their options.</source>
        <translation>Comandos (não é necessário ecrã):
  %1 ocr FILES... -o DIR   reconhecer imagens e PDF e convertê-los em Markdown, Word, ODT, EPUB, HTML, texto ou JSON
  %1 watch IN OUT          reconhecer os ficheiros que aparecem numa pasta, até ser parado
  %1 serve --model DIR     disponibilizar o motor como servidor compatível com OpenAI
`%1 ocr --help`, `%1 watch --help` e `%1 serve --help` listam as respetivas opções.</translation>
    </message>
</context>
</TS>
