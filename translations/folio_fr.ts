<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>InterfaceLanguageMenu</name>
    <message>
        <source>Interface &amp;language</source>
        <translation>Langue de l’&amp;interface</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Celle du système</translation>
    </message>
    <message>
        <source>The interface language changes when Folio starts next.</source>
        <translation>La langue de l’interface changera au prochain démarrage de Folio.</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>Word document (*.docx)</source>
        <translation>Document Word (*.docx)</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>Page web (*.html)</translation>
    </message>
    <message>
        <source>Plain text (*.txt)</source>
        <translation>Texte brut (*.txt)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>“%1” already exists. Replace it?</source>
        <translation>«&#xa0;%1&#xa0;» existe déjà. Voulez-vous le remplacer&#xa0;?</translation>
    </message>
    <message>
        <source>Exporting to %1…</source>
        <translation>Exportation vers %1…</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>Exporté&#xa0;: %1</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Échec de l’exportation</translation>
    </message>
    <message>
        <source>not recognized</source>
        <translation>non reconnue</translation>
    </message>
    <message>
        <source>queued</source>
        <translation>en file d’attente</translation>
    </message>
    <message>
        <source>done</source>
        <translation>terminée</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>en échec</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>annulée</translation>
    </message>
    <message>
        <source>%1: field “%2” must be %3</source>
        <translation>%1&#xa0;: le champ «&#xa0;%2&#xa0;» doit être %3</translation>
    </message>
    <message>
        <source>page %1</source>
        <translation>page %1</translation>
    </message>
    <message>
        <source>%1: must be an object</source>
        <translation>%1&#xa0;: doit être un objet</translation>
    </message>
    <message>
        <source>field “id” is not a UUID: %1</source>
        <translation>le champ «&#xa0;id&#xa0;» n’est pas un UUID&#xa0;: %1</translation>
    </message>
    <message>
        <source>field “pageIndex” is negative</source>
        <translation>le champ «&#xa0;pageIndex&#xa0;» est négatif</translation>
    </message>
    <message>
        <source>field “state” has an unknown value “%1”</source>
        <translation>le champ «&#xa0;state&#xa0;» a une valeur inconnue, «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source> region %1</source>
        <translation> zone %1</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>doit être un objet</translation>
    </message>
    <message>
        <source>field “rect” must hold 4 numbers [x, y, width, height]</source>
        <translation>le champ «&#xa0;rect&#xa0;» doit contenir 4 nombres [x, y, largeur, hauteur]</translation>
    </message>
    <message>
        <source>Cannot open project “%1”: %2</source>
        <translation>Impossible d’ouvrir le projet «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <source>the file is damaged or not a project (JSON error at line %1: %2)</source>
        <translation>le fichier est endommagé ou n’est pas un projet (erreur JSON à la ligne %1&#xa0;: %2)</translation>
    </message>
    <message>
        <source>not a Folio project (the top level is not an object)</source>
        <translation>ce n’est pas un projet Folio (le niveau supérieur n’est pas un objet)</translation>
    </message>
    <message>
        <source>not a Folio project (field “format” is not “%1”)</source>
        <translation>ce n’est pas un projet Folio (le champ «&#xa0;format&#xa0;» ne vaut pas «&#xa0;%1&#xa0;»)</translation>
    </message>
    <message>
        <source>field “formatVersion” is missing or not a number</source>
        <translation>le champ «&#xa0;formatVersion&#xa0;» est absent ou n’est pas un nombre</translation>
    </message>
    <message>
        <source>it was saved by a newer Folio (format version %1; this Folio reads versions 1 to %2). Update Folio to open it.</source>
        <translation>il a été enregistré par une version plus récente de Folio (version de format %1&#xa0;; cette version de Folio lit les versions 1 à %2). Mettez Folio à jour pour l’ouvrir.</translation>
    </message>
    <message>
        <source>format version %1 is not a released format (the first is 1)</source>
        <translation>la version de format %1 ne correspond à aucun format publié (le premier est la version 1)</translation>
    </message>
    <message>
        <source>project</source>
        <translation>projet</translation>
    </message>
    <message>
        <source>field “pages” is missing</source>
        <translation>le champ «&#xa0;pages&#xa0;» est absent</translation>
    </message>
    <message>
        <source>no message</source>
        <translation>aucun message</translation>
    </message>
    <message>
        <source>page %1 (%2)</source>
        <translation>page %1 (%2)</translation>
    </message>
    <message>
        <source>“%1” already exists; it is replaced only when you confirm overwriting it</source>
        <translation>«&#xa0;%1&#xa0;» existe déjà&#xa0;; il ne sera remplacé que si vous confirmez son écrasement</translation>
    </message>
    <message>
        <source>Cannot write “%1”: %2</source>
        <translation>Impossible d’écrire «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <source>“%1 --version” failed: %2</source>
        <translation>«&#xa0;%1 --version&#xa0;» a échoué&#xa0;: %2</translation>
    </message>
    <message>
        <source>Nothing to export: no pages were selected</source>
        <translation>Rien à exporter&#xa0;: aucune page n’est sélectionnée</translation>
    </message>
    <message>
        <source>No output file was chosen</source>
        <translation>Aucun fichier de sortie n’a été choisi</translation>
    </message>
    <message>
        <source>KaTeX was not found in “%1”: formulas are shown as TeX source</source>
        <translation>KaTeX est introuvable dans «&#xa0;%1&#xa0;»&#xa0;: les formules sont affichées en source TeX</translation>
    </message>
    <message>
        <source>%1: claims %2 pages, more than the limit of %3</source>
        <translation>%1&#xa0;: annonce %2 pages, au-delà de la limite de %3</translation>
    </message>
    <message>
        <source>not a readable PDF (damaged or not a PDF)</source>
        <translation>PDF illisible (fichier endommagé ou qui n’est pas un PDF)</translation>
    </message>
    <message>
        <source>page %1 has an implausible size (%2 x %3 pt)</source>
        <translation>la page %1 a une taille invraisemblable (%2 x %3 pt)</translation>
    </message>
    <message>
        <source>page %1 would be too large to render</source>
        <translation>la page %1 serait trop grande pour le rendu</translation>
    </message>
    <message>
        <source>page %1 cannot be rendered</source>
        <translation>impossible d’effectuer le rendu de la page %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1: has no pages</source>
        <translation>%1&#xa0;: aucune page</translation>
    </message>
    <message>
        <source>%1: page %2 no longer exists</source>
        <translation>%1&#xa0;: la page %2 n’existe plus</translation>
    </message>
    <message>
        <source>%1: page %2 not found</source>
        <translation>%1&#xa0;: page %2 introuvable</translation>
    </message>
    <message>
        <source>%1: cannot read the downloaded file</source>
        <translation>%1&#xa0;: impossible de lire le fichier téléchargé</translation>
    </message>
    <message>
        <source>%1: size is %2 bytes, expected %3</source>
        <translation>%1&#xa0;: la taille est de %2 octets au lieu de %3</translation>
    </message>
    <message>
        <source>%1: checksum mismatch (got %2, expected %3)</source>
        <translation>%1&#xa0;: somme de contrôle incorrecte (%2 obtenue, %3 attendue)</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>une chaîne de caractères</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un nombre</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>un tableau</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true ou false</translation>
    </message>
    <message>
        <source> block %1</source>
        <translation> bloc %1</translation>
    </message>
    <message>
        <source>field “box” must hold 4 numbers x1 &lt; x2, y1 &lt; y2 within 0..1000</source>
        <translation>le champ «&#xa0;box&#xa0;» doit contenir 4 nombres x1 &lt; x2, y1 &lt; y2 compris entre 0 et 1000</translation>
    </message>
    <message>
        <source>%1: no page image to export (%2: %3)</source>
        <translation>%1&#xa0;: aucune image de page à exporter (%2&#xa0;: %3)</translation>
    </message>
    <message>
        <source>Cannot make the PDF “%1”: %2</source>
        <translation>Impossible de créer le PDF «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <source>the image is %1x%2 pixels, more than the limit of %3 pixels</source>
        <translation>l’image fait %1x%2 pixels, au-delà de la limite de %3 pixels</translation>
    </message>
    <message>
        <source>cannot be decoded (%1)</source>
        <translation>impossible à décoder (%1)</translation>
    </message>
    <message>
        <source>not an image in a known format (PNG, JPEG, WebP, TIFF, BMP, ...)</source>
        <translation>ce n’est pas une image dans un format connu (PNG, JPEG, WebP, TIFF, BMP, ...)</translation>
    </message>
    <message>
        <source>cannot be read (%1)</source>
        <translation>illisible (%1)</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>le fichier est vide</translation>
    </message>
    <message>
        <source>not a readable image (%1)</source>
        <translation>image illisible (%1)</translation>
    </message>
    <message>
        <source>%1: page %2: %3</source>
        <translation>%1&#xa0;: page %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1: cannot read the file (%2)</source>
        <translation>%1&#xa0;: impossible de lire le fichier (%2)</translation>
    </message>
    <message>
        <source>not a file</source>
        <translation>ce n’est pas un fichier</translation>
    </message>
    <message>
        <source>no page image</source>
        <translation>aucune image de page</translation>
    </message>
    <message>
        <source>the page could not be converted for orientation detection</source>
        <translation>impossible de convertir la page pour la détection de l’orientation</translation>
    </message>
    <message>
        <source>Tesseract&apos;s orientation data (osd.traineddata) is not installed</source>
        <translation>les données d’orientation de Tesseract (osd.traineddata) ne sont pas installées</translation>
    </message>
    <message>
        <source>too little text to tell the page&apos;s orientation</source>
        <translation>trop peu de texte pour déterminer l’orientation de la page</translation>
    </message>
    <message>
        <source>page %1 could not be rendered: %2</source>
        <translation>impossible d’effectuer le rendu de la page %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>the renderer gave no answer</source>
        <translation>le moteur de rendu n’a pas répondu</translation>
    </message>
    <message>
        <source>the renderer&apos;s answer is damaged</source>
        <translation>la réponse du moteur de rendu est endommagée</translation>
    </message>
    <message>
        <source>the page renderer %1 is not installed beside the program</source>
        <translation>le moteur de rendu des pages %1 n’est pas installé à côté du programme</translation>
    </message>
    <message>
        <source>the page renderer did not start (%1)</source>
        <translation>le moteur de rendu des pages n’a pas démarré (%1)</translation>
    </message>
    <message>
        <source>rendering took longer than %1 s and was stopped (a damaged or hostile page, e.g. a decompression bomb)</source>
        <translation>le rendu a duré plus de %1&#xa0;s et a été arrêté (page endommagée ou malveillante, p. ex. une bombe de décompression)</translation>
    </message>
    <message>
        <source>the renderer stopped: the page needs more than %1 MiB of memory or is damaged</source>
        <translation>le moteur de rendu s’est arrêté&#xa0;: la page nécessite plus de %1&#xa0;Mio de mémoire ou est endommagée</translation>
    </message>
    <message>
        <source>the document has no pages</source>
        <translation>le document ne contient aucune page</translation>
    </message>
    <message>
        <source>claims %1 pages, more than the limit of %2</source>
        <translation>annonce %1 pages, au-delà de la limite de %2</translation>
    </message>
    <message>
        <source>the PDF is encrypted: it needs a password</source>
        <translation>le PDF est chiffré&#xa0;: un mot de passe est nécessaire</translation>
    </message>
    <message>
        <source>wrong password for the encrypted PDF</source>
        <translation>mot de passe incorrect pour le PDF chiffré</translation>
    </message>
    <message>
        <source>page %1 cannot be read (damaged page tree)</source>
        <translation>impossible de lire la page %1 (arborescence des pages endommagée)</translation>
    </message>
    <message>
        <source>page %1 cannot be rendered (out of memory)</source>
        <translation>impossible d’effectuer le rendu de la page %1 (mémoire insuffisante)</translation>
    </message>
    <message>
        <source>LightOnOCR-%1</source>
        <translation>LightOnOCR-%1</translation>
    </message>
    <message>
        <source>unknown LightOnOCR generation</source>
        <translation>génération de LightOnOCR inconnue</translation>
    </message>
    <message>
        <source>%1: plain text and layout with boxes (grounding)</source>
        <translation>%1&#xa0;: texte brut et mise en page avec cadres (grounding)</translation>
    </message>
    <message>
        <source>%1: plain text (no layout boxes)</source>
        <translation>%1&#xa0;: texte brut (sans cadres de mise en page)</translation>
    </message>
    <message>
        <source>%1 has no grounding mode: layout boxes need a LightOnOCR-3 model. Use plain mode, or choose LightOnOCR-3-1B.</source>
        <translation>%1 n’a pas de mode grounding&#xa0;: les cadres de mise en page nécessitent un modèle LightOnOCR-3. Utilisez le mode texte brut ou choisissez LightOnOCR-3-1B.</translation>
    </message>
    <message>
        <source>Folio cannot tell which LightOnOCR generation “%1” is, so it offers plain mode only: grounding needs a LightOnOCR-3 model, named as such in its folder or its config.json.</source>
        <translation>Folio ne peut pas déterminer à quelle génération de LightOnOCR appartient «&#xa0;%1&#xa0;»&#xa0;; il ne propose donc que le mode texte brut&#xa0;: le grounding nécessite un modèle LightOnOCR-3, désigné comme tel dans le nom de son dossier ou dans son config.json.</translation>
    </message>
    <message>
        <source>document</source>
        <translation>document</translation>
    </message>
    <message>
        <source>Markdown, one file per page (*.md)</source>
        <translation>Markdown, un fichier par page (*.md)</translation>
    </message>
    <message>
        <source>Searchable PDF, text positions approximate (*.pdf)</source>
        <translation>PDF interrogeable, positions du texte approximatives (*.pdf)</translation>
    </message>
    <message>
        <source>Searchable PDF (*.pdf)</source>
        <translation>PDF interrogeable (*.pdf)</translation>
    </message>
    <message>
        <source>hOCR (*.hocr)</source>
        <translation>hOCR (*.hocr)</translation>
    </message>
    <message>
        <source>Layout blocks, JSON (*.json)</source>
        <translation>Blocs de mise en page, JSON (*.json)</translation>
    </message>
    <message>
        <source> (text positions are approximate on pages recognized without layout)</source>
        <translation> (les positions du texte sont approximatives sur les pages reconnues sans mise en page)</translation>
    </message>
    <message>
        <source> low-confidence span %1</source>
        <translation> passage incertain %1</translation>
    </message>
    <message>
        <source>fields “start” and “length” must lie within the edited text (%1 characters)</source>
        <translation>les champs «&#xa0;start&#xa0;» et «&#xa0;length&#xa0;» doivent se trouver dans les limites du texte modifié (%1 caractères)</translation>
    </message>
    <message>
        <source>field “probability” must lie within 0..1</source>
        <translation>le champ «&#xa0;probability&#xa0;» doit être compris entre 0 et 1</translation>
    </message>
    <message>
        <source>field “rotation” must be 0, 90, 180 or 270, not %1</source>
        <translation>le champ «&#xa0;rotation&#xa0;» doit valoir 0, 90, 180 ou 270, et non %1</translation>
    </message>
    <message>
        <source>field “cut” has an unknown value “%1”</source>
        <translation>le champ «&#xa0;cut&#xa0;» a une valeur inconnue, «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>pandoc was not found (“%1” could not be started: %2). Install pandoc to export Word, OpenDocument and EPUB files.</source>
        <translation>pandoc est introuvable (impossible de démarrer «&#xa0;%1&#xa0;»&#xa0;: %2). Installez pandoc pour exporter des fichiers Word, OpenDocument et EPUB.</translation>
    </message>
    <message>
        <source>Cannot create a temporary folder for the %1 export: %2</source>
        <translation>Impossible de créer un dossier temporaire pour l’exportation %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>The %1 export&apos;s temporary files: %2</source>
        <translation>Fichiers temporaires de l’exportation %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>pandoc did not finish the %1 export of “%2” (%3)</source>
        <translation>pandoc n’a pas terminé l’exportation %1 de «&#xa0;%2&#xa0;» (%3)</translation>
    </message>
    <message>
        <source>pandoc failed to write the %1 file “%2” (exit code %3): %4</source>
        <translation>pandoc n’a pas pu écrire le fichier %1 «&#xa0;%2&#xa0;» (code de sortie %3)&#xa0;: %4</translation>
    </message>
    <message>
        <source>pandoc reported success but wrote no %1 file for “%2”: %3</source>
        <translation>pandoc a signalé une réussite, mais n’a écrit aucun fichier %1 pour «&#xa0;%2&#xa0;»&#xa0;: %3</translation>
    </message>
    <message>
        <source>OpenDocument text (*.odt)</source>
        <translation>Texte OpenDocument (*.odt)</translation>
    </message>
    <message>
        <source>EPUB e-book (*.epub)</source>
        <translation>Livre numérique EPUB (*.epub)</translation>
    </message>
    <message>
        <source>reading</source>
        <translation>en lecture</translation>
    </message>
    <message>
        <source>%1: page %2 cannot be reached</source>
        <translation>%1 : la page %2 est inaccessible</translation>
    </message>
    <message>
        <source>unfinished import %1</source>
        <translation>importation inachevée %1</translation>
    </message>
    <message>
        <source>field “absolutePath” is missing</source>
        <translation>le champ « absolutePath » est absent</translation>
    </message>
    <message>
        <source>field “nextPage” must lie within 0..%1</source>
        <translation>le champ « nextPage » doit être compris entre 0 et %1</translation>
    </message>
    <message>
        <source>field “pageCount” must be at least 1</source>
        <translation>le champ « pageCount » doit valoir au moins 1</translation>
    </message>
    <message>
        <source>the page image is not available</source>
        <translation>l’image de la page n’est pas disponible</translation>
    </message>
    <message>
        <source>the page image cannot be read back (%1)</source>
        <translation>l’image de la page ne peut pas être relue (%1)</translation>
    </message>
    <message numerus="yes">
        <source>%n of the %1 pages have no text yet (not recognized, or still being read): the export leaves them empty. Export anyway?</source>
        <translation>
            <numerusform>%n des %1 pages n’a pas encore de texte (non reconnue, ou encore en lecture) : l’export la laisse vide. Exporter quand même ?</numerusform>
            <numerusform>%n des %1 pages n’ont pas encore de texte (non reconnues, ou encore en lecture) : l’export les laisse vides. Exporter quand même ?</numerusform>
        </translation>
    </message>
    <message>
        <source>Export anyway</source>
        <translation>Exporter quand même</translation>
    </message>
    <message>
        <source>“%1” is a file of this project (its scan, or the project itself): an export never replaces it. Choose another name.</source>
        <translation>« %1 » est un fichier de ce projet (sa numérisation ou le projet lui-même) : une exportation ne le remplace jamais. Choisissez un autre nom.</translation>
    </message>
    <message>
        <source>cannot read the file (not a file)</source>
        <translation>impossible de lire le fichier (ce n’est pas un fichier)</translation>
    </message>
    <message>
        <source>%1: cannot read the file (not a file)</source>
        <translation>%1&#xa0;: impossible de lire le fichier (ce n’est pas un fichier)</translation>
    </message>
    <message>
        <source>it is no longer there</source>
        <translation>il n’est plus là</translation>
    </message>
    <message numerus="yes">
        <source>Exported %1 and %n more files</source>
        <translation>
            <numerusform>Exporté %1 et %n autre fichier</numerusform>
            <numerusform>Exporté %1 et %n autres fichiers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (with %n figures)</source>
        <translation>
            <numerusform> (avec %n figure)</numerusform>
            <numerusform> (avec %n figures)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>None of the %n page files was written.</source>
        <translation>
            <numerusform>Aucun des %n fichiers de page n’a été écrit.</numerusform>
            <numerusform>Aucun des %n fichiers de page n’a été écrit.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of the %n page files were written.</source>
        <translation>
            <numerusform>%1 fichier de page sur %n a été écrit.</numerusform>
            <numerusform>%1 des %n fichiers de page ont été écrits.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n files of this export already exist (%1). Replace them?</source>
        <translation>
            <numerusform>%n fichier de cet export existe déjà (%1). Le remplacer ?</numerusform>
            <numerusform>%n fichiers de cet export existent déjà (%1). Les remplacer ?</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation>erreur inconnue</translation>
    </message>
    <message>
        <source>pandoc wrote a damaged %1 file for “%2”: %3</source>
        <translation>pandoc a écrit un fichier %1 endommagé pour « %2 » : %3</translation>
    </message>
    <message>
        <source>left as they were, from an earlier export of more pages: %1</source>
        <translation>laissés tels quels, d’un export précédent de plus de pages : %1</translation>
    </message>
</context>
<context>
    <name>SystemError</name>
    <message>
        <source>No space left on device</source>
        <translation>Plus de place sur le périphérique</translation>
    </message>
    <message>
        <source>Read-only file system</source>
        <translation>Système de fichiers en lecture seule</translation>
    </message>
    <message>
        <source>Permission denied</source>
        <translation>Permission refusée</translation>
    </message>
    <message>
        <source>Operation not permitted</source>
        <translation>Opération non permise</translation>
    </message>
    <message>
        <source>No such file or directory</source>
        <translation>Aucun fichier ou dossier de ce nom</translation>
    </message>
    <message>
        <source>Disk quota exceeded</source>
        <translation>Quota de disque dépassé</translation>
    </message>
    <message>
        <source>Input/output error</source>
        <translation>Erreur d’entrée/sortie</translation>
    </message>
    <message>
        <source>File name too long</source>
        <translation>Nom de fichier trop long</translation>
    </message>
    <message>
        <source>Is a directory</source>
        <translation>Est un dossier</translation>
    </message>
</context>
<context>
    <name>folio::FindReplaceBar</name>
    <message>
        <source>Match case</source>
        <translation>Respecter la casse</translation>
    </message>
    <message>
        <source>Find</source>
        <translation>Rechercher</translation>
    </message>
    <message>
        <source>Replace with</source>
        <translation>Remplacer par</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Précédent</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Remplacer</translation>
    </message>
    <message>
        <source>Replace all</source>
        <translation>Tout remplacer</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Wrapped</source>
        <translation>Recherche reprise</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>Introuvable</translation>
    </message>
    <message numerus="yes">
        <source>%n replaced</source>
        <translation>
            <numerusform>%n remplacement</numerusform>
            <numerusform>%n remplacements</numerusform>
        </translation>
    </message>
    <message>
        <source>Whole words</source>
        <translation>Mots entiers</translation>
    </message>
    <message>
        <source>All pages</source>
        <translation>Toutes les pages</translation>
    </message>
    <message>
        <source>Undo replace all</source>
        <translation>Annuler « Tout remplacer »</translation>
    </message>
    <message>
        <source>Find and replace in every page, not only the one shown</source>
        <translation>Rechercher et remplacer dans toutes les pages, pas seulement celle affichée</translation>
    </message>
    <message>
        <source>Wrapped to page %1</source>
        <translation>Reprise au début, page %1</translation>
    </message>
    <message>
        <source>Page %1</source>
        <translation>Page %1</translation>
    </message>
    <message numerus="yes">
        <source>%n replaced on %1</source>
        <translation>
            <numerusform>%n remplacement sur %1</numerusform>
            <numerusform>%n remplacements sur %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pages being read were left as they are.</source>
        <translation>
            <numerusform>%n page en cours de lecture est restée telle quelle.</numerusform>
            <numerusform>%n pages en cours de lecture sont restées telles quelles.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Replacement undone on %n pages</source>
        <translation>
            <numerusform>Remplacement annulé sur %n page</numerusform>
            <numerusform>Remplacement annulé sur %n pages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pages</source>
        <translation>
            <numerusform>%n page</numerusform>
            <numerusform>%n pages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n matches on this page</source>
        <translation>
            <numerusform>%n occurrence sur cette page</numerusform>
            <numerusform>%n occurrences sur cette page</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n matches on %1</source>
        <translation>
            <numerusform>%n occurrence sur %1</numerusform>
            <numerusform>%n occurrences sur %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Changed since, %n page(s) kept the replacement (%1); Edit › Undo on such a page takes it back.</source>
        <translation>
            <numerusform>Modifiée depuis, %n page a gardé le remplacement (%1) ; Édition › Annuler sur cette page le retire.</numerusform>
            <numerusform>Modifiées depuis, %n pages ont gardé le remplacement (%1) ; Édition › Annuler sur une telle page le retire.</numerusform>
        </translation>
    </message>
    <message>
        <source>page %1</source>
        <translation>page %1</translation>
    </message>
    <message>
        <source>pages %1</source>
        <translation>pages %1</translation>
    </message>
</context>
<context>
    <name>folio::JobQueue</name>
    <message>
        <source>the page image is not available</source>
        <translation>l’image de la page n’est pas disponible</translation>
    </message>
    <message>
        <source>The region lies outside the page.</source>
        <translation>La zone se trouve hors de la page.</translation>
    </message>
    <message>
        <source>No OCR model is loaded. Choose a model folder or download the model first.</source>
        <translation>Aucun modèle d’OCR n’est chargé. Choisissez un dossier de modèle ou téléchargez d’abord le modèle.</translation>
    </message>
    <message>
        <source>stopped at the token limit</source>
        <translation>arrêtée à la limite de jetons</translation>
    </message>
    <message>
        <source>partial text: cancelled after %1 tokens</source>
        <translation>texte partiel&#xa0;: annulé après %1 jetons</translation>
    </message>
    <message>
        <source>stopped: the text kept repeating itself</source>
        <translation>arrêtée&#xa0;: le texte se répétait sans cesse</translation>
    </message>
    <message>
        <source>The region is too small to read (%1 × %2 pixels). Draw it around the words.</source>
        <translation>La zone est trop petite pour être lue (%1 × %2 pixels). Tracez-la autour des mots.</translation>
    </message>
    <message>
        <source>reading it again failed (%1): the text is from the earlier reading</source>
        <translation>la nouvelle lecture a échoué (%1) : le texte est celui de la lecture précédente</translation>
    </message>
</context>
<context>
    <name>folio::LanguageButton</name>
    <message>
        <source>Chinese</source>
        <translation>Chinois</translation>
    </message>
    <message>
        <source>English</source>
        <translation>Anglais</translation>
    </message>
    <message>
        <source>Japanese</source>
        <translation>Japonais</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Français</translation>
    </message>
    <message>
        <source>German</source>
        <translation>Allemand</translation>
    </message>
    <message>
        <source>Spanish</source>
        <translation>Espagnol</translation>
    </message>
    <message>
        <source>Italian</source>
        <translation>Italien</translation>
    </message>
    <message>
        <source>Dutch</source>
        <translation>Néerlandais</translation>
    </message>
    <message>
        <source>Portuguese</source>
        <translation>Portugais</translation>
    </message>
    <message>
        <source>Swedish</source>
        <translation>Suédois</translation>
    </message>
    <message>
        <source>Danish</source>
        <translation>Danois</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatique</translation>
    </message>
    <message>
        <source>Languages of the document: constrain recognition and choose spell-checking dictionaries</source>
        <translation>Langues du document&#xa0;: elles restreignent la reconnaissance et déterminent les dictionnaires de correction orthographique</translation>
    </message>
    <message>
        <source>Languages: automatic</source>
        <translation>Langues&#xa0;: automatique</translation>
    </message>
    <message>
        <source>Languages: %1</source>
        <translation>Langues&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n selected</source>
        <translation>
            <numerusform>%n sélectionnée</numerusform>
            <numerusform>%n sélectionnées</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>folio::LayoutController</name>
    <message>
        <source>Show &amp;layout boxes</source>
        <translation>Afficher les cadres de &amp;mise en page</translation>
    </message>
    <message>
        <source>Recognize &amp;block again</source>
        <translation>Reconnaître à nouveau le &amp;bloc</translation>
    </message>
    <message>
        <source>Plain text</source>
        <translation>Texte brut</translation>
    </message>
    <message>
        <source>Text and layout</source>
        <translation>Texte et mise en page</translation>
    </message>
    <message>
        <source>Recognition mode</source>
        <translation>Mode de reconnaissance</translation>
    </message>
    <message>
        <source>Recognize the highlighted layout block on its own, inside its box</source>
        <translation>Reconnaître isolément le bloc de mise en page en surbrillance, à l’intérieur de son cadre</translation>
    </message>
</context>
<context>
    <name>folio::LocalEngineBackend</name>
    <message>
        <source>the model could not be opened</source>
        <translation>impossible d’ouvrir le modèle</translation>
    </message>
    <message>
        <source>local engine (%1) with %2</source>
        <translation>moteur local (%1) avec %2</translation>
    </message>
    <message>
        <source> (%1 GiB)</source>
        <translation> (%1&#xa0;Gio)</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>no model is loaded</source>
        <translation>aucun modèle n’est chargé</translation>
    </message>
    <message>
        <source>%1: %2 weights, %3 KV cache</source>
        <translation>%1 : poids %2, cache KV %3</translation>
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
        <translation>aucun dossier de modèle n&apos;est choisi</translation>
    </message>
    <message>
        <source>%1 is gone (moved, deleted, or on a drive that is not mounted)</source>
        <translation>%1 n&apos;existe plus (déplacé, supprimé ou sur un disque non monté)</translation>
    </message>
    <message>
        <source>%1 is not a folder</source>
        <translation>%1 n&apos;est pas un dossier</translation>
    </message>
    <message>
        <source>the weights (*.safetensors)</source>
        <translation>les poids (*.safetensors)</translation>
    </message>
    <message>
        <source>%1 lacks %2</source>
        <translation>il manque à %1 : %2</translation>
    </message>
    <message>
        <source>%1 cannot be read (permission denied)</source>
        <translation>%1 ne peut pas être lu (permission refusée)</translation>
    </message>
</context>
<context>
    <name>folio::MainWindow</name>
    <message>
        <source>Password needed</source>
        <translation>Mot de passe requis</translation>
    </message>
    <message>
        <source>%1 is encrypted. Password:</source>
        <translation>%1 est chiffré. Mot de passe&#xa0;:</translation>
    </message>
    <message>
        <source>Importing: %1 of %2 files</source>
        <translation>Importation&#xa0;: %1 sur %2 fichiers</translation>
    </message>
    <message>
        <source>Choose model folder…</source>
        <translation>Choisir le dossier du modèle…</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Open scans or PDFs</source>
        <translation>Ouvrir des numérisations ou des PDF</translation>
    </message>
    <message>
        <source>Documents (*.pdf *.png *.jpg *.jpeg *.tif *.tiff *.webp *.bmp);;All files (*)</source>
        <translation>Documents (*.pdf *.png *.jpg *.jpeg *.tif *.tiff *.webp *.bmp);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Open &amp;folder…</source>
        <translation>Ouvrir un &amp;dossier…</translation>
    </message>
    <message>
        <source>Open a folder of scans</source>
        <translation>Ouvrir un dossier de numérisations</translation>
    </message>
    <message>
        <source>Open &amp;project…</source>
        <translation>Ouvrir un &amp;projet…</translation>
    </message>
    <message>
        <source>Open project</source>
        <translation>Ouvrir un projet</translation>
    </message>
    <message>
        <source>Folio projects (*.folio)</source>
        <translation>Projets Folio (*.folio)</translation>
    </message>
    <message>
        <source>Save project</source>
        <translation>Enregistrer le projet</translation>
    </message>
    <message>
        <source>&amp;Save project</source>
        <translation>&amp;Enregistrer le projet</translation>
    </message>
    <message>
        <source>Save project &amp;as…</source>
        <translation>Enregistrer le projet &amp;sous…</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>E&amp;xporter…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Find / Replace…</source>
        <translation>Rec&amp;hercher / Remplacer…</translation>
    </message>
    <message>
        <source>Copy as &amp;Markdown</source>
        <translation>Copier en &amp;Markdown</translation>
    </message>
    <message>
        <source>Copy as &amp;rich text</source>
        <translation>Copier en texte &amp;enrichi</translation>
    </message>
    <message>
        <source>&amp;Delete selected pages</source>
        <translation>&amp;Supprimer les pages sélectionnées</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Zoom &amp;avant</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <source>Fit &amp;width</source>
        <translation>Ajuster à la &amp;largeur</translation>
    </message>
    <message>
        <source>Fit &amp;page</source>
        <translation>Ajuster à la &amp;page</translation>
    </message>
    <message>
        <source>&amp;Actual size (1:1)</source>
        <translation>&amp;Taille réelle (1:1)</translation>
    </message>
    <message>
        <source>&amp;Recognize</source>
        <translation>&amp;Reconnaissance</translation>
    </message>
    <message>
        <source>Recognize &amp;page</source>
        <translation>Reconnaître la &amp;page</translation>
    </message>
    <message>
        <source>Recognize &amp;selected pages</source>
        <translation>Reconnaître les pages &amp;sélectionnées</translation>
    </message>
    <message>
        <source>Recognize &amp;all pages</source>
        <translation>Reconnaître &amp;toutes les pages</translation>
    </message>
    <message>
        <source>Recognize &amp;region</source>
        <translation>Reconnaître la &amp;zone</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Barre d’outils principale</translation>
    </message>
    <message>
        <source>Some files could not be opened</source>
        <translation>Certains fichiers n’ont pas pu être ouverts</translation>
    </message>
    <message>
        <source>Ready: %1</source>
        <translation>Prêt&#xa0;: %1</translation>
    </message>
    <message>
        <source>Model loaded</source>
        <translation>Modèle chargé</translation>
    </message>
    <message>
        <source>The model could not be loaded: %1</source>
        <translation>Impossible de charger le modèle&#xa0;: %1</translation>
    </message>
    <message>
        <source>Loading the model from %1…</source>
        <translation>Chargement du modèle depuis %1…</translation>
    </message>
    <message>
        <source>The password did not open %1. Try again:</source>
        <translation>Le mot de passe n’a pas permis d’ouvrir %1. Réessayez&#xa0;:</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
    <message>
        <source>Download a model</source>
        <translation>Télécharger un modèle</translation>
    </message>
    <message>
        <source>&amp;New project</source>
        <translation>&amp;Nouveau projet</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Projets &amp;récents</translation>
    </message>
    <message>
        <source>Clean-ups on e&amp;xport</source>
        <translation>Nettoya&amp;ges à l’exportation</translation>
    </message>
    <message>
        <source>&amp;Close project</source>
        <translation>&amp;Fermer le projet</translation>
    </message>
    <message>
        <source>Pr&amp;eferences…</source>
        <translation>Préféren&amp;ces…</translation>
    </message>
    <message>
        <source>Re&amp;vert page to recognized text</source>
        <translation>Re&amp;venir au texte reconnu de la page</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;ide</translation>
    </message>
    <message>
        <source>&amp;About Folio</source>
        <translation>À &amp;propos de Folio</translation>
    </message>
    <message>
        <source>The untitled project</source>
        <translation>Le projet sans titre</translation>
    </message>
    <message>
        <source>Save changes?</source>
        <translation>Enregistrer les modifications&#xa0;?</translation>
    </message>
    <message>
        <source>%1 has changes that are not saved. Save them before going on?</source>
        <translation>%1 contient des modifications non enregistrées. Voulez-vous les enregistrer avant de continuer&#xa0;?</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Discard changes</source>
        <translation>Abandonner les modifications</translation>
    </message>
    <message>
        <source>No recent projects</source>
        <translation>Aucun projet récent</translation>
    </message>
    <message>
        <source>&amp;Clear list</source>
        <translation>&amp;Effacer la liste</translation>
    </message>
    <message>
        <source>%1 (recovered)</source>
        <translation>%1 (récupéré)</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Restaurer</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <source>Show both</source>
        <translation>Afficher les deux</translation>
    </message>
    <message>
        <source>Recover unsaved work</source>
        <translation>Récupérer le travail non enregistré</translation>
    </message>
    <message>
        <source>&lt;b&gt;No OCR model installed.&lt;/b&gt; Folio needs LightOnOCR-2-1B or LightOnOCR-3-1B (about 2 GB; the 3 also finds where each block sits on the page) to read pages. Choose a folder that holds one, or download it from Hugging Face.</source>
        <translation>&lt;b&gt;Aucun modèle d’OCR installé.&lt;/b&gt; Folio a besoin de LightOnOCR-2-1B ou de LightOnOCR-3-1B (environ 2 Go&#xa0;; LightOnOCR-3 repère aussi l’emplacement de chaque bloc sur la page) pour lire les pages. Choisissez un dossier qui en contient un, ou téléchargez-le depuis Hugging Face.</translation>
    </message>
    <message>
        <source>Page %1 has edits of yours. Recognizing it again replaces its text; Edit › Undo brings your text back.</source>
        <translation>La page %1 contient vos modifications. La reconnaître à nouveau remplace son texte&#xa0;; Édition › Annuler rétablit votre texte.</translation>
    </message>
    <message>
        <source>Pages %1 have edits of yours. Recognizing them again replaces their text; Edit › Undo brings your text back, page by page.</source>
        <translation>Les pages %1 contiennent vos modifications. Les reconnaître à nouveau remplace leur texte&#xa0;; Édition › Annuler rétablit votre texte, page par page.</translation>
    </message>
    <message>
        <source>Replace your edits?</source>
        <translation>Remplacer vos modifications&#xa0;?</translation>
    </message>
    <message>
        <source>Recognize again</source>
        <translation>Reconnaître à nouveau</translation>
    </message>
    <message>
        <source>Only pages not done (%1)</source>
        <translation>Seulement les pages restantes (%1)</translation>
    </message>
    <message>
        <source>All pages</source>
        <translation>Toutes les pages</translation>
    </message>
    <message>
        <source>Recognize all pages</source>
        <translation>Reconnaître toutes les pages</translation>
    </message>
    <message>
        <source>no model loaded</source>
        <translation>aucun modèle chargé</translation>
    </message>
    <message>
        <source>About Folio</source>
        <translation>À propos de Folio</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Folio %1&lt;/h3&gt;&lt;p&gt;Turns scans and PDFs into Markdown and Word with the LightOnOCR vision-language model, on your own GPU or CPU.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Model:&lt;/b&gt; %2&lt;br&gt;&lt;b&gt;Device:&lt;/b&gt; %3&lt;br&gt;&lt;b&gt;Engine:&lt;/b&gt; %4&lt;/p&gt;&lt;p&gt;Folio is free software. It uses Qt %5 (LGPL 3), Poppler (GPL 2), md4c (MIT), KaTeX (MIT), Hunspell (MPL/LGPL/GPL), pandoc (GPL 2, run as a separate program) and libtorch (BSD). LightOnOCR-2-1B is released by LightOn under the Apache 2.0 license.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Folio %1&lt;/h3&gt;&lt;p&gt;Convertit des numérisations et des PDF en Markdown et en Word avec le modèle vision-langage LightOnOCR, sur votre propre GPU ou CPU.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Modèle&#xa0;:&lt;/b&gt; %2&lt;br&gt;&lt;b&gt;Périphérique&#xa0;:&lt;/b&gt; %3&lt;br&gt;&lt;b&gt;Moteur&#xa0;:&lt;/b&gt; %4&lt;/p&gt;&lt;p&gt;Folio est un logiciel libre. Il utilise Qt %5 (LGPL 3), Poppler (GPL 2), md4c (MIT), KaTeX (MIT), Hunspell (MPL/LGPL/GPL), pandoc (GPL 2, exécuté comme programme séparé) et libtorch (BSD). LightOnOCR-2-1B est publié par LightOn sous licence Apache 2.0.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>none chosen</source>
        <translation>aucun choisi</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Model, device and memory…</source>
        <translation>Modèle, périphérique et mémoire…</translation>
    </message>
    <message>
        <source>Recognition</source>
        <translation>Reconnaissance</translation>
    </message>
    <message>
        <source>Interface language: View › Interface language.</source>
        <translation>Langue de l’interface&#xa0;: Affichage › Langue de l’interface.</translation>
    </message>
    <message>
        <source>Page &amp;markers in Markdown and text exports</source>
        <translation>&amp;Marqueurs de page dans les exportations Markdown et texte</translation>
    </message>
    <message>
        <source>Writes a comment naming the page and its source file before each page</source>
        <translation>Insère avant chaque page un commentaire indiquant la page et son fichier source</translation>
    </message>
    <message>
        <source>&amp;Next low-confidence text</source>
        <translation>&amp;Texte incertain suivant</translation>
    </message>
    <message>
        <source>P&amp;revious low-confidence text</source>
        <translation>Texte incertain &amp;précédent</translation>
    </message>
    <message>
        <source>&amp;Accept low-confidence text</source>
        <translation>A&amp;ccepter le texte incertain</translation>
    </message>
    <message>
        <source>&amp;Page</source>
        <translation>&amp;Page</translation>
    </message>
    <message>
        <source>Retry with a repetition &amp;penalty</source>
        <translation>Réessayer avec une pénalité de &amp;répétition</translation>
    </message>
    <message>
        <source>Recognizes again the selected pages whose text looped or stopped at the token limit, discouraging the model from repeating itself</source>
        <translation>Reconnaît à nouveau les pages sélectionnées dont le texte a bouclé ou s’est arrêté à la limite de jetons, en dissuadant le modèle de se répéter</translation>
    </message>
    <message>
        <source>off</source>
        <translation>désactivé</translation>
    </message>
    <message>
        <source>Text the model recognized with a probability below this is underlined in the editor (F8 goes to the next). A lower value hides marks at once; a higher one marks more on pages recognized from then on.</source>
        <translation>Le texte que le modèle a reconnu avec une probabilité inférieure à cette valeur est souligné dans l’éditeur (F8 passe au suivant). Une valeur plus basse masque aussitôt des marques&#xa0;; une valeur plus haute en ajoute davantage sur les pages reconnues par la suite.</translation>
    </message>
    <message>
        <source>Underline text recognized with a probability below</source>
        <translation>Souligner le texte reconnu avec une probabilité inférieure à</translation>
    </message>
    <message>
        <source> · %1 tokens/s</source>
        <translation> · %1 jetons/s</translation>
    </message>
    <message>
        <source> · about %1 per page</source>
        <translation> · environ %1 par page</translation>
    </message>
    <message>
        <source>not loaded</source>
        <translation>non chargé</translation>
    </message>
    <message>
        <source>not loaded yet</source>
        <translation>pas encore chargé</translation>
    </message>
    <message numerus="yes">
        <source>Recognizing %n pages takes about %1: about %2 per page, as measured on the last pages recognized (%3). You can go on working meanwhile and cancel at any time.</source>
        <translation>
            <numerusform>Reconnaître %n page prend environ %1 : environ %2 par page, mesuré sur les dernières pages reconnues (%3). Vous pouvez continuer à travailler pendant ce temps et annuler à tout moment.</numerusform>
            <numerusform>Reconnaître %n pages prend environ %1 : environ %2 par page, mesuré sur les dernières pages reconnues (%3). Vous pouvez continuer à travailler pendant ce temps et annuler à tout moment.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Recognize %n pages</source>
        <translation>
            <numerusform>Reconnaître %n page</numerusform>
            <numerusform>Reconnaître %n pages</numerusform>
        </translation>
    </message>
    <message>
        <source>no local model loaded</source>
        <translation>aucun modèle local chargé</translation>
    </message>
    <message>
        <source>The device, weight precision, KV cache precision and CPU threads the local engine runs with, every automatic choice resolved.</source>
        <translation>Le périphérique, la précision des poids, celle du cache KV et les threads CPU avec lesquels tourne le moteur local, chaque choix automatique résolu.</translation>
    </message>
    <message>
        <source>The engine runs on</source>
        <translation>Le moteur tourne sur</translation>
    </message>
    <message>
        <source> · about %1 left</source>
        <translation> · environ %1 restantes</translation>
    </message>
    <message>
        <source>Reading page %1</source>
        <translation>Lecture de la page %1</translation>
    </message>
    <message>
        <source>Reading pages %1</source>
        <translation>Lecture des pages %1</translation>
    </message>
    <message>
        <source>Not opened again, already in the restored project: %1</source>
        <translation>Non rouvert, déjà dans le projet restauré : %1</translation>
    </message>
    <message>
        <source>Importing %1: page %2 of %3</source>
        <translation>Importation de %1 : page %2 sur %3</translation>
    </message>
    <message>
        <source>Restore &amp;removed pages</source>
        <translation>Restaurer les pages &amp;supprimées</translation>
    </message>
    <message>
        <source>Restore the removed page</source>
        <translation>Restaurer la page supprimée</translation>
    </message>
    <message>
        <source>Restore %1 removed pages</source>
        <translation>Restaurer %1 pages supprimées</translation>
    </message>
    <message>
        <source>Removed 1 page.</source>
        <translation>1 page supprimée.</translation>
    </message>
    <message>
        <source>Removed %1 pages.</source>
        <translation>%1 pages supprimées.</translation>
    </message>
    <message>
        <source>Edit › Undo in the page list, or Edit › Restore removed pages, brings them back.</source>
        <translation>Édition › Annuler dans la liste des pages, ou Édition › Restaurer les pages supprimées, les fait revenir.</translation>
    </message>
    <message>
        <source>Restored 1 page.</source>
        <translation>1 page restaurée.</translation>
    </message>
    <message>
        <source>Restored %1 pages.</source>
        <translation>%1 pages restaurées.</translation>
    </message>
    <message>
        <source>Reading the rest of %1: pages %2 to %3 were not imported before it was closed</source>
        <translation>Lecture du reste de %1 : les pages %2 à %3 n’avaient pas été importées avant la fermeture</translation>
    </message>
    <message>
        <source>Find ne&amp;xt</source>
        <translation>Rechercher le &amp;suivant</translation>
    </message>
    <message>
        <source>Find previou&amp;s</source>
        <translation>Rechercher le &amp;précédent</translation>
    </message>
    <message>
        <source>&lt;b&gt;The model cannot be used:&lt;/b&gt; %1. Choose the folder that holds it, or download it again.</source>
        <translation>&lt;b&gt;Le modèle ne peut pas être utilisé :&lt;/b&gt; %1. Choisissez le dossier qui le contient, ou téléchargez-le à nouveau.</translation>
    </message>
    <message>
        <source>R&amp;eplace…</source>
        <translation>R&amp;emplacer…</translation>
    </message>
    <message>
        <source>%1 is open in another Folio window: save under another name, or close it there first.</source>
        <translation>%1 est ouvert dans une autre fenêtre de Folio : enregistrez-le sous un autre nom, ou fermez-le d’abord là-bas.</translation>
    </message>
    <message>
        <source>“%1” was changed on disk since this window opened or saved it. Saving here replaces those changes.</source>
        <translation>« %1 » a été modifié sur le disque depuis que cette fenêtre l’a ouvert ou enregistré. Enregistrer ici remplace ces modifications.</translation>
    </message>
    <message>
        <source>Save anyway</source>
        <translation>Enregistrer quand même</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Enregistrer sous…</translation>
    </message>
    <message>
        <source>“%1” is open in another Folio window. If both windows changed it, the one saved last would overwrite the other&apos;s work. Open a copy here instead?</source>
        <translation>« %1 » est ouvert dans une autre fenêtre de Folio. Si les deux fenêtres le modifiaient, la dernière à enregistrer écraserait le travail de l’autre. Ouvrir plutôt une copie ici ?</translation>
    </message>
    <message>
        <source>Open a copy</source>
        <translation>Ouvrir une copie</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (copie)</translation>
    </message>
    <message>
        <source>&amp;Next page</source>
        <translation>Page &amp;suivante</translation>
    </message>
    <message>
        <source>P&amp;revious page</source>
        <translation>Page &amp;précédente</translation>
    </message>
    <message>
        <source>No low-confidence text is left</source>
        <translation>Il ne reste aucun texte peu sûr</translation>
    </message>
    <message numerus="yes">
        <source>Import stopped: the project keeps its %n page(s)</source>
        <translation>
            <numerusform>Importation arrêtée : le projet garde sa %n page</numerusform>
            <numerusform>Importation arrêtée : le projet garde ses %n pages</numerusform>
        </translation>
    </message>
    <message>
        <source>Crash copy</source>
        <translation>Copie de secours</translation>
    </message>
    <message>
        <source>Folio cannot keep a crash copy of your changes, so a crash would lose them: %1

Save the project (File &gt; Save As to another place if need be).</source>
        <translation>Folio ne peut pas garder de copie de secours de vos modifications ; un plantage les perdrait : %1

Enregistrez le projet (Fichier &gt; Enregistrer sous, ailleurs si besoin).</translation>
    </message>
    <message>
        <source>“%1” has changes that were not saved, kept in a recovery copy (%2; the project itself was saved %3). Restore them?</source>
        <translation>« %1 » a des modifications non enregistrées, gardées dans une copie de récupération (%2 ; le projet lui-même a été enregistré %3). Les restaurer ?</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>Plus tard</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>The export to “%1” is still running. Quitting now stops it, and the file is not written.</source>
        <translation>L’export vers « %1 » est encore en cours. Quitter maintenant l’arrête, et le fichier n’est pas écrit.</translation>
    </message>
    <message>
        <source>Quit when it is done</source>
        <translation>Quitter une fois terminé</translation>
    </message>
    <message>
        <source>Quit now</source>
        <translation>Quitter maintenant</translation>
    </message>
    <message>
        <source>Recognize region</source>
        <translation>Reconnaître la zone</translation>
    </message>
    <message>
        <source>You changed this region&apos;s text in the editor. Recognizing it again adds the new reading to the page beside your corrected text; Edit › Undo takes it away.</source>
        <translation>Vous avez modifié le texte de cette zone dans l’éditeur. La reconnaître à nouveau ajoute la nouvelle lecture à la page à côté de votre texte corrigé ; Édition › Annuler la retire.</translation>
    </message>
    <message>
        <source>The pages are back in their order before the move.</source>
        <translation>Les pages ont retrouvé leur ordre d’avant le déplacement.</translation>
    </message>
    <message>
        <source>Nothing to undo in the page list; in the text, Undo takes back typing.</source>
        <translation>Rien à annuler dans la liste des pages ; dans le texte, Annuler reprend la saisie.</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n pages</source>
        <translation>
            <numerusform>%1 sur %n page</numerusform>
            <numerusform>%1 sur %n pages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <translation>
            <numerusform>%n en échec</numerusform>
            <numerusform>%n en échec</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cancelled</source>
        <translation>
            <numerusform>%n annulée</numerusform>
            <numerusform>%n annulées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tokens</source>
        <translation>
            <numerusform>%n jeton</numerusform>
            <numerusform>%n jetons</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pages</source>
        <translation>
            <numerusform>%n page</numerusform>
            <numerusform>%n pages</numerusform>
        </translation>
    </message>
    <message>
        <source>The model cannot be used: %1.</source>
        <translation>Le modèle ne peut pas être utilisé : %1.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The model could not be loaded:&lt;/b&gt; %1&lt;br&gt;Choose another model folder, or download the model again.</source>
        <translation>&lt;b&gt;Le modèle n’a pas pu être chargé :&lt;/b&gt; %1&lt;br&gt;Choisissez un autre dossier de modèle, ou téléchargez à nouveau le modèle.</translation>
    </message>
    <message numerus="yes">
        <source> (%n with edits of yours, which recognizing again replaces; Edit › Undo brings them back)</source>
        <translation>
            <numerusform> (%n avec vos modifications, que la nouvelle reconnaissance remplace ; Édition › Annuler les rétablit)</numerusform>
            <numerusform> (%n avec vos modifications, que la nouvelle reconnaissance remplace ; Édition › Annuler les rétablit)</numerusform>
        </translation>
    </message>
    <message>
        <source>Every page is recognized already%1. Recognize all of them again?</source>
        <translation>Toutes les pages sont déjà reconnues%1. Les reconnaître toutes à nouveau ?</translation>
    </message>
    <message numerus="yes">
        <source>Pages recognized already: %1 of %n%2. Recognize only the pages not done, or all of them again?</source>
        <translation>
            <numerusform>Pages déjà reconnues : %1 sur %n%2. Reconnaître seulement les pages restantes, ou toutes à nouveau ?</numerusform>
            <numerusform>Pages déjà reconnues : %1 sur %n%2. Reconnaître seulement les pages restantes, ou toutes à nouveau ?</numerusform>
        </translation>
    </message>
    <message>
        <source>No region change to undo on this page; in the text, Undo takes back typing.</source>
        <translation>Aucune modification de zone à annuler sur cette page ; dans le texte, Annuler annule la saisie.</translation>
    </message>
    <message>
        <source>No region change to redo on this page.</source>
        <translation>Aucune modification de zone à rétablir sur cette page.</translation>
    </message>
    <message>
        <source>Region %1 deleted; Edit › Undo in the page view brings it back.</source>
        <translation>Zone %1 supprimée ; Édition › Annuler dans la vue de la page la rétablit.</translation>
    </message>
    <message>
        <source>Go to page</source>
        <translation>Aller à la page</translation>
    </message>
    <message>
        <source>Page (1–%1):</source>
        <translation>Page (1–%1) :</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled: %1 of %n pages read; every page keeps its text, partial readings are marked cancelled</source>
        <translation>
            <numerusform>Annulé : %1 page lue sur %n ; chaque page garde son texte, les lectures partielles sont marquées annulées</numerusform>
            <numerusform>Annulé : %1 pages lues sur %n ; chaque page garde son texte, les lectures partielles sont marquées annulées</numerusform>
        </translation>
    </message>
    <message>
        <source>Recover &amp;unsaved work…</source>
        <translation>Récupérer le travail &amp;non enregistré…</translation>
    </message>
    <message>
        <source>&amp;Go to page…</source>
        <translation>&amp;Aller à la page…</translation>
    </message>
    <message>
        <source>The changes are still in this window.</source>
        <translation>Les modifications sont toujours dans cette fenêtre.</translation>
    </message>
    <message>
        <source>An untitled project with changes that were never saved is kept in a recovery copy (%1). Restore it?</source>
        <translation>Un projet sans titre dont les modifications n’ont jamais été enregistrées est conservé dans une copie de récupération (%1). Le restaurer ?</translation>
    </message>
    <message>
        <source>“%1” has changes that were not saved, kept in a recovery copy (%2), newer than the saved project. Restore them?</source>
        <translation>« %1 » a des modifications non enregistrées, conservées dans une copie de récupération (%2), plus récente que le projet enregistré. Les restaurer ?</translation>
    </message>
    <message>
        <source>Discard unsaved work</source>
        <translation>Abandonner le travail non enregistré</translation>
    </message>
    <message>
        <source>The recovery copy is deleted, and its changes cannot be brought back. Discard them?</source>
        <translation>La copie de récupération est supprimée, et ses modifications ne pourront pas être récupérées. Les abandonner ?</translation>
    </message>
    <message>
        <source>There is no unsaved work to recover</source>
        <translation>Il n’y a pas de travail non enregistré à récupérer</translation>
    </message>
    <message>
        <source>“%1”</source>
        <comment>a file name in quotes</comment>
        <translation>« %1 »</translation>
    </message>
    <message>
        <source>Not opened, its unsaved changes wait in a recovery copy (File › Recover unsaved work): %1</source>
        <translation>Non ouvert : ses modifications non enregistrées attendent dans une copie de récupération (Fichier › Récupérer le travail non enregistré) : %1</translation>
    </message>
    <message>
        <source>A recovery copy is also written 2 s after edits pause</source>
        <translation>Une copie de récupération est aussi écrite 2 s après une pause dans la saisie</translation>
    </message>
    <message>
        <source>While edits go on, autosave every</source>
        <translation>Pendant la saisie, enregistrer automatiquement toutes les</translation>
    </message>
</context>
<context>
    <name>folio::MissingSourcesBar</name>
    <message>
        <source>Locate…</source>
        <translation>Localiser…</translation>
    </message>
    <message>
        <source>Pick the folder the scans are in now; they are found there by name, in its subfolders too</source>
        <translation>Choisissez le dossier où se trouvent maintenant les numérisations ; elles y sont retrouvées par leur nom, sous-dossiers compris</translation>
    </message>
    <message>
        <source>Where are the scans now?</source>
        <translation>Où sont les numérisations maintenant ?</translation>
    </message>
    <message numerus="yes">
        <source>The scan of %n page(s) is missing: %1 (moved, renamed, or on a drive that is not mounted). The text is kept; Locate… finds the file where it is now.</source>
        <translation>
            <numerusform>La numérisation de %n page est introuvable : %1 (déplacée, renommée ou sur un disque non monté). Le texte est conservé ; Localiser… retrouve le fichier là où il est maintenant.</numerusform>
            <numerusform>La numérisation de %n pages est introuvable : %1 (déplacée, renommée ou sur un disque non monté). Le texte est conservé ; Localiser… retrouve le fichier là où il est maintenant.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The scans of %n page(s) are missing: %1 files, the first %2 (moved, renamed, or on a drive that is not mounted). The text is kept; Locate… finds them where they are now.</source>
        <translation>
            <numerusform>Les numérisations de %n page sont introuvables : %1 fichiers, le premier %2 (déplacés, renommés ou sur un disque non monté). Le texte est conservé ; Localiser… les retrouve là où ils sont maintenant.</numerusform>
            <numerusform>Les numérisations de %n pages sont introuvables : %1 fichiers, le premier %2 (déplacés, renommés ou sur un disque non monté). Le texte est conservé ; Localiser… les retrouve là où ils sont maintenant.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Found the %n missing file(s) in %1.</source>
        <translation>
            <numerusform>Le %n fichier manquant a été retrouvé dans %1.</numerusform>
            <numerusform>Les %n fichiers manquants ont été retrouvés dans %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Found %1 of the %2 missing files in %3.</source>
        <translation>%1 des %2 fichiers manquants retrouvés dans %3.</translation>
    </message>
    <message>
        <source>Looking for the missing files in %1…</source>
        <translation>Recherche des fichiers manquants dans %1…</translation>
    </message>
    <message numerus="yes">
        <source>The scans are back in their places: %n page(s) shown again.</source>
        <translation>
            <numerusform>Les scans sont revenus à leur place : %n page est de nouveau affichée.</numerusform>
            <numerusform>Les scans sont revenus à leur place : %n pages sont de nouveau affichées.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>folio::ModelDownloader</name>
    <message>
        <source>cannot create the folder %1</source>
        <translation>impossible de créer le dossier %1</translation>
    </message>
    <message>
        <source>cannot list the files of %1: %2</source>
        <translation>impossible de lister les fichiers de %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>the Hub lists no files for %1</source>
        <translation>le Hub ne répertorie aucun fichier pour %1</translation>
    </message>
    <message>
        <source>%1: cannot write %2</source>
        <translation>%1&#xa0;: impossible d’écrire %2</translation>
    </message>
    <message>
        <source>connection closed early</source>
        <translation>connexion fermée prématurément</translation>
    </message>
    <message>
        <source>%1: download interrupted at %2 of %3 bytes (%4); start the download again to resume</source>
        <translation>%1&#xa0;: téléchargement interrompu à %2 octets sur %3 (%4)&#xa0;; relancez le téléchargement pour le reprendre</translation>
    </message>
    <message>
        <source>%1: cannot move the finished file into place</source>
        <translation>%1&#xa0;: impossible de placer le fichier terminé à son emplacement</translation>
    </message>
    <message>
        <source>download cancelled; start it again to resume</source>
        <translation>téléchargement annulé&#xa0;; relancez-le pour le reprendre</translation>
    </message>
</context>
<context>
    <name>folio::ModelPanel</name>
    <message>
        <source>Greedy (deterministic)</source>
        <translation>Glouton (déterministe)</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Choisir…</translation>
    </message>
    <message>
        <source>Model folder</source>
        <translation>Dossier du modèle</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Périphérique</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Précision</translation>
    </message>
    <message>
        <source> MiB</source>
        <translation> Mio</translation>
    </message>
    <message>
        <source>automatic (90% of free)</source>
        <translation>automatique (90&#xa0;% de la mémoire libre)</translation>
    </message>
    <message>
        <source>Memory budget</source>
        <translation>Budget mémoire</translation>
    </message>
    <message>
        <source>Pages at once</source>
        <translation>Pages simultanées</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Longest image side</source>
        <translation>Plus grand côté de l’image</translation>
    </message>
    <message>
        <source>Sampling</source>
        <translation>Échantillonnage</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>Température</translation>
    </message>
    <message>
        <source>Top-p</source>
        <translation>Top-p</translation>
    </message>
    <message>
        <source>Max tokens per page</source>
        <translation>Jetons max. par page</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Appliquer</translation>
    </message>
    <message>
        <source>%1 of %2 MiB</source>
        <translation>%1 sur %2&#xa0;Mio</translation>
    </message>
    <message>
        <source>Downloading %1…</source>
        <translation>Téléchargement de %1…</translation>
    </message>
    <message>
        <source>Download stopped: %1</source>
        <translation>Téléchargement arrêté&#xa0;: %1</translation>
    </message>
    <message>
        <source>Downloaded into %1</source>
        <translation>Téléchargé dans %1</translation>
    </message>
    <message>
        <source>Stop download</source>
        <translation>Arrêter le téléchargement</translation>
    </message>
    <message>
        <source>Listing the files of %1…</source>
        <translation>Récupération de la liste des fichiers de %1…</translation>
    </message>
    <message>
        <source>Model precision</source>
        <translation>Précision du modèle</translation>
    </message>
    <message>
        <source>fp8: about twice the pages in memory (GPU only)</source>
        <translation>fp8&#xa0;: environ deux fois plus de pages en mémoire (GPU uniquement)</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>Cache KV</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>Télécharger</translation>
    </message>
    <message>
        <source>Model to download</source>
        <translation>Modèle à télécharger</translation>
    </message>
    <message>
        <source>not loaded</source>
        <translation>non chargé</translation>
    </message>
    <message>
        <source>Automatic: the fastest this device runs well</source>
        <translation>Automatique : le plus rapide que ce périphérique exécute bien</translation>
    </message>
    <message>
        <source>float32: exact, slowest</source>
        <translation>float32 : exact, le plus lent</translation>
    </message>
    <message>
        <source>int8: 8-bit decoder weights, faster and smaller on the CPU</source>
        <translation>int8 : poids du décodeur sur 8 bits, plus rapide et plus léger sur le CPU</translation>
    </message>
    <message>
        <source>The precision of the model&apos;s weights. On a GPU, bfloat16 is fast and exact enough. On the CPU, int8 stores the decoder&apos;s weights in 8 bits: pages are recognized faster in less memory, and a few words may come out differently than in float32.</source>
        <translation>La précision des poids du modèle. Sur un GPU, bfloat16 est rapide et assez exact. Sur le CPU, int8 stocke les poids du décodeur sur 8 bits : les pages sont reconnues plus vite avec moins de mémoire, et quelques mots peuvent sortir autrement qu&apos;en float32.</translation>
    </message>
    <message>
        <source>one per core</source>
        <translation>un par cœur</translation>
    </message>
    <message>
        <source>Threads the engine&apos;s work on the CPU uses.</source>
        <translation>Threads utilisés par le travail du moteur sur le CPU.</translation>
    </message>
    <message>
        <source>CPU threads</source>
        <translation>Threads CPU</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>En cours</translation>
    </message>
    <message>
        <source>This folder does not hold a model: %1.</source>
        <translation>Ce dossier ne contient pas de modèle : %1.</translation>
    </message>
</context>
<context>
    <name>folio::PageList</name>
    <message>
        <source>Pages</source>
        <translation>Pages</translation>
    </message>
    <message>
        <source>%1%2</source>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>, page %1</source>
        <translation>, page %1</translation>
    </message>
    <message>
        <source>blank</source>
        <translation>blanche</translation>
    </message>
    <message>
        <source>loop</source>
        <translation>boucle</translation>
    </message>
    <message>
        <source>token limit</source>
        <translation>limite de jetons</translation>
    </message>
    <message>
        <source>blank: Recognize all pages leaves it out (Page › Recognize anyway)</source>
        <translation>blanche&#xa0;: «&#xa0;Reconnaître toutes les pages&#xa0;» l’ignore (Page › Reconnaître quand même)</translation>
    </message>
    <message>
        <source>turned %1° clockwise, straightened by %2°%3</source>
        <translation>pivotée de %1° dans le sens horaire, redressée de %2°%3</translation>
    </message>
    <message>
        <source> (auto-rotate)</source>
        <translation> (rotation automatique)</translation>
    </message>
    <message>
        <source>The model kept repeating itself, so recognition stopped and the text is incomplete. Recognize › Retry with a repetition penalty tries again.</source>
        <translation>Le modèle se répétait sans cesse&#xa0;; la reconnaissance s’est donc arrêtée et le texte est incomplet. Reconnaissance › Réessayer avec une pénalité de répétition fait une nouvelle tentative.</translation>
    </message>
    <message>
        <source>Recognition stopped at the token limit, so the text may be incomplete. Recognize › Retry with a repetition penalty tries again; a larger token limit in the settings may be needed.</source>
        <translation>La reconnaissance s’est arrêtée à la limite de jetons&#xa0;; le texte est donc peut-être incomplet. Reconnaissance › Réessayer avec une pénalité de répétition fait une nouvelle tentative&#xa0;; il peut être nécessaire d’augmenter la limite de jetons dans les préférences.</translation>
    </message>
</context>
<context>
    <name>folio::PageTools</name>
    <message>
        <source>Rotate &amp;clockwise</source>
        <translation>Faire pivoter dans le sens &amp;horaire</translation>
    </message>
    <message>
        <source>Turn the page a quarter turn clockwise (Ctrl+])</source>
        <translation>Faire pivoter la page d’un quart de tour dans le sens horaire (Ctrl+])</translation>
    </message>
    <message>
        <source>Rotate c&amp;ounter-clockwise</source>
        <translation>Faire pivoter dans le sens a&amp;ntihoraire</translation>
    </message>
    <message>
        <source>Turn the page a quarter turn counter-clockwise (Ctrl+[)</source>
        <translation>Faire pivoter la page d’un quart de tour dans le sens antihoraire (Ctrl+[)</translation>
    </message>
    <message>
        <source>&amp;Auto-rotate and deskew</source>
        <translation>Pivoter et redresser &amp;automatiquement</translation>
    </message>
    <message>
        <source>Auto-rotate and deskew &amp;before recognition</source>
        <translation>Pivoter et redresser automatiquement a&amp;vant la reconnaissance</translation>
    </message>
    <message>
        <source>Recognize &amp;anyway</source>
        <translation>Reconnaître &amp;quand même</translation>
    </message>
    <message>
        <source>Send the selected pages to the model, also those marked blank</source>
        <translation>Envoyer les pages sélectionnées au modèle, y compris celles marquées comme blanches</translation>
    </message>
    <message>
        <source>Recognize &amp;blank pages too</source>
        <translation>Reconnaître aussi les pages &amp;blanches</translation>
    </message>
    <message>
        <source>&amp;Paste as page</source>
        <translation>C&amp;oller comme page</translation>
    </message>
    <message>
        <source>Auto-rotate: %1 pages turned upright or straightened</source>
        <translation>Rotation automatique&#xa0;: %1 pages remises à l’endroit ou redressées</translation>
    </message>
    <message>
        <source>Page %1: too little text to tell how it lies; left as it is</source>
        <translation>Page %1&#xa0;: trop peu de texte pour déterminer son orientation&#xa0;; laissée telle quelle</translation>
    </message>
    <message>
        <source>Page %1: turned %2° clockwise, straightened by %3°</source>
        <translation>Page %1&#xa0;: pivotée de %2° dans le sens horaire, redressée de %3°</translation>
    </message>
    <message numerus="yes">
        <source>Blank, not sent to the model: page %1. Page › Recognize anyway sends it.</source>
        <translation>
            <numerusform>Blanche, non envoyée au modèle&#xa0;: page %1. Page › Reconnaître quand même l’envoie.</numerusform>
            <numerusform>Blanches, non envoyées au modèle&#xa0;: pages %1. Page › Reconnaître quand même les envoie.</numerusform>
        </translation>
    </message>
    <message>
        <source>The clipboard holds no image to add as a page</source>
        <translation>Le presse-papiers ne contient aucune image à ajouter comme page</translation>
    </message>
    <message>
        <source>Capture screen &amp;region as page…</source>
        <translation>Capturer une &amp;région de l’écran comme page…</translation>
    </message>
    <message>
        <source>Choose an area of the screen in the desktop&apos;s screenshot dialog; it becomes a new page</source>
        <translation>Choisissez une zone de l’écran dans la boîte de capture du bureau ; elle devient une nouvelle page</translation>
    </message>
    <message>
        <source>The screenshot %1 could not be read</source>
        <translation>La capture %1 n’a pas pu être lue</translation>
    </message>
    <message>
        <source>No screen capture: %1</source>
        <translation>Pas de capture d’écran : %1</translation>
    </message>
    <message>
        <source>the folder “%1” cannot be made</source>
        <translation>le dossier « %1 » ne peut pas être créé</translation>
    </message>
    <message>
        <source>The pasted image could not be kept: %1</source>
        <translation>L’image collée n’a pas pu être conservée : %1</translation>
    </message>
    <message>
        <source>Page %1 cannot be turned before its image is loaded: its regions would not turn with it. Try again in a moment, or with its scan back in place.</source>
        <translation>La page %1 ne peut pas être tournée avant que son image soit chargée : ses zones ne tourneraient pas avec elle. Réessayez dans un instant, ou une fois le scan remis à sa place.</translation>
    </message>
</context>
<context>
    <name>folio::PageView</name>
    <message>
        <source>Drop scans, PDFs or folders here
or use File › Open</source>
        <translation>Déposez ici des numérisations, des PDF ou des dossiers
ou utilisez Fichier › Ouvrir</translation>
    </message>
    <message>
        <source>Page image</source>
        <translation>Image de la page</translation>
    </message>
    <message>
        <source>The scan of this page is missing:
%1</source>
        <translation>La numérisation de cette page est introuvable :
%1</translation>
    </message>
    <message>
        <source>This page&apos;s image cannot be shown:
%1</source>
        <translation>L’image de cette page ne peut pas être affichée :
%1</translation>
    </message>
    <message>
        <source>Loading the page…</source>
        <translation>Chargement de la page…</translation>
    </message>
</context>
<context>
    <name>folio::PostProcess</name>
    <message>
        <source>Repair escaped math (\$x\$ to $x$, prices kept)</source>
        <translation>Réparer les formules échappées (\$x\$ en $x$, prix conservés)</translation>
    </message>
    <message>
        <source>Remove bold and italics</source>
        <translation>Supprimer le gras et l’italique</translation>
    </message>
    <message>
        <source>List items as plain paragraphs</source>
        <translation>Éléments de liste en paragraphes simples</translation>
    </message>
    <message>
        <source>Join words hyphenated at line ends</source>
        <translation>Recoller les mots coupés en fin de ligne</translation>
    </message>
    <message>
        <source>One line per paragraph</source>
        <translation>Une ligne par paragraphe</translation>
    </message>
    <message>
        <source>Full-width punctuation in CJK text</source>
        <translation>Ponctuation pleine chasse dans le texte CJK</translation>
    </message>
    <message>
        <source>Drop running heads and page numbers</source>
        <translation>Supprimer les titres courants et les numéros de page</translation>
    </message>
    <message>
        <source>Collapse dot leaders (tables of contents)</source>
        <translation>Réduire les points de conduite (tables des matières)</translation>
    </message>
    <message>
        <source>Shorten long form blanks (____)</source>
        <translation>Raccourcir les longs blancs de formulaire (____)</translation>
    </message>
</context>
<context>
    <name>folio::PreviewView</name>
    <message>
        <source>Rendered preview</source>
        <translation>Aperçu du rendu</translation>
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
        <translation>Le texte reconnu s’affiche ici au format Markdown.</translation>
    </message>
    <message>
        <source>Markdown source</source>
        <translation>Source Markdown</translation>
    </message>
    <message>
        <source>No suggestions</source>
        <translation>Aucune suggestion</translation>
    </message>
    <message>
        <source>Add “%1” to dictionary</source>
        <translation>Ajouter «&#xa0;%1&#xa0;» au dictionnaire</translation>
    </message>
    <message>
        <source>The model was unsure of this text (F8: next, Ctrl+Return: accept)</source>
        <translation>Le modèle n’était pas sûr de ce texte (F8&#xa0;: suivant, Ctrl+Entrée&#xa0;: accepter)</translation>
    </message>
    <message>
        <source>This page is being read. You can edit it once it is done, or cancel its recognition.</source>
        <translation>Cette page est en cours de lecture. Vous pourrez la modifier une fois terminée, ou annuler sa reconnaissance.</translation>
    </message>
    <message>
        <source>More suggestions</source>
        <translation>Autres suggestions</translation>
    </message>
</context>
<context>
    <name>folio::ScreenPortal</name>
    <message>
        <source>there is no session bus to reach the desktop portal</source>
        <translation>aucun bus de session ne permet de joindre le portail du bureau</translation>
    </message>
    <message>
        <source>the desktop portal refused the screenshot: %1</source>
        <translation>le portail du bureau a refusé la capture : %1</translation>
    </message>
    <message>
        <source>the desktop portal could not take the screenshot</source>
        <translation>le portail du bureau n’a pas pu faire la capture</translation>
    </message>
    <message>
        <source>the desktop portal gave no screenshot file (%1)</source>
        <translation>le portail du bureau n’a fourni aucun fichier de capture (%1)</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Folio: turn scans and PDFs into Markdown and Word with LightOnOCR.</source>
        <translation>Folio&#xa0;: convertissez des numérisations et des PDF en Markdown et en Word avec LightOnOCR.</translation>
    </message>
    <message>
        <source>Images or PDFs to open.</source>
        <translation>Images ou PDF à ouvrir.</translation>
    </message>
    <message>
        <source>Verbs (no display needed):
  %1 ocr FILES... -o DIR   recognize images and PDFs into Markdown, Word, ODT, EPUB, HTML, text or JSON
  %1 watch IN OUT          recognize the files that appear in a folder, until stopped
  %1 serve --model DIR     serve the engine as an OpenAI-compatible server
`%1 ocr --help`, `%1 watch --help` and `%1 serve --help` list their options.</source>
        <translation>Commandes (aucun affichage nécessaire)&#xa0;:
  %1 ocr FILES... -o DIR   reconnaître des images et des PDF et les convertir en Markdown, Word, ODT, EPUB, HTML, texte ou JSON
  %1 watch IN OUT          reconnaître les fichiers qui apparaissent dans un dossier, jusqu’à l’arrêt
  %1 serve --model DIR     servir le moteur en tant que serveur compatible OpenAI
`%1 ocr --help`, `%1 watch --help` et `%1 serve --help` présentent leurs options.</translation>
    </message>
</context>
</TS>
