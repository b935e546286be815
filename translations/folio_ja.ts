<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>InterfaceLanguageMenu</name>
    <message>
        <source>Interface &amp;language</source>
        <translation>インターフェイスの言語(&amp;L)</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>システムの既定</translation>
    </message>
    <message>
        <source>The interface language changes when Folio starts next.</source>
        <translation>インターフェイスの言語は、次回 Folio を起動したときに変更されます。</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>not recognized</source>
        <translation>未認識</translation>
    </message>
    <message>
        <source>queued</source>
        <translation>待機中</translation>
    </message>
    <message>
        <source>done</source>
        <translation>完了</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>キャンセル済み</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>文字列</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>数値</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true または false</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>配列</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>オブジェクト</translation>
    </message>
    <message>
        <source>%1: field “%2” must be %3</source>
        <translation>%1: フィールド「%2」は%3である必要があります</translation>
    </message>
    <message>
        <source> block %1</source>
        <translation> ブロック %1</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>オブジェクトである必要があります</translation>
    </message>
    <message>
        <source>field “box” must hold 4 numbers x1 &lt; x2, y1 &lt; y2 within 0..1000</source>
        <translation>フィールド「box」には 0..1000 の範囲で x1 &lt; x2、y1 &lt; y2 となる 4 つの数値が必要です</translation>
    </message>
    <message>
        <source> low-confidence span %1</source>
        <translation> 低信頼度の範囲 %1</translation>
    </message>
    <message>
        <source>fields “start” and “length” must lie within the edited text (%1 characters)</source>
        <translation>フィールド「start」と「length」は編集後のテキスト（%1 文字）の範囲内である必要があります</translation>
    </message>
    <message>
        <source>field “probability” must lie within 0..1</source>
        <translation>フィールド「probability」は 0..1 の範囲内である必要があります</translation>
    </message>
    <message>
        <source>page %1</source>
        <translation>%1 ページ</translation>
    </message>
    <message>
        <source>%1: must be an object</source>
        <translation>%1: オブジェクトである必要があります</translation>
    </message>
    <message>
        <source>field “id” is not a UUID: %1</source>
        <translation>フィールド「id」が UUID ではありません: %1</translation>
    </message>
    <message>
        <source>field “pageIndex” is negative</source>
        <translation>フィールド「pageIndex」が負の値です</translation>
    </message>
    <message>
        <source>field “state” has an unknown value “%1”</source>
        <translation>フィールド「state」に不明な値「%1」があります</translation>
    </message>
    <message>
        <source>field “rotation” must be 0, 90, 180 or 270, not %1</source>
        <translation>フィールド「rotation」は 0、90、180、270 のいずれかである必要があります（%1 ではありません）</translation>
    </message>
    <message>
        <source>field “cut” has an unknown value “%1”</source>
        <translation>フィールド「cut」に不明な値「%1」があります</translation>
    </message>
    <message>
        <source> region %1</source>
        <translation> 領域 %1</translation>
    </message>
    <message>
        <source>field “rect” must hold 4 numbers [x, y, width, height]</source>
        <translation>フィールド「rect」には 4 つの数値 [x, y, 幅, 高さ] が必要です</translation>
    </message>
    <message>
        <source>Cannot open project “%1”: %2</source>
        <translation>プロジェクト「%1」を開けません: %2</translation>
    </message>
    <message>
        <source>the file is damaged or not a project (JSON error at line %1: %2)</source>
        <translation>ファイルが破損しているか、プロジェクトではありません（%1 行目で JSON エラー: %2）</translation>
    </message>
    <message>
        <source>not a Folio project (the top level is not an object)</source>
        <translation>Folio プロジェクトではありません（最上位がオブジェクトではありません）</translation>
    </message>
    <message>
        <source>not a Folio project (field “format” is not “%1”)</source>
        <translation>Folio プロジェクトではありません（フィールド「format」が「%1」ではありません）</translation>
    </message>
    <message>
        <source>field “formatVersion” is missing or not a number</source>
        <translation>フィールド「formatVersion」がないか、数値ではありません</translation>
    </message>
    <message>
        <source>it was saved by a newer Folio (format version %1; this Folio reads versions 1 to %2). Update Folio to open it.</source>
        <translation>新しいバージョンの Folio で保存されています（フォーマットバージョン %1。この Folio が読めるのはバージョン 1 ～ %2 です）。開くには Folio を更新してください。</translation>
    </message>
    <message>
        <source>format version %1 is not a released format (the first is 1)</source>
        <translation>フォーマットバージョン %1 はリリースされたフォーマットではありません（最初のバージョンは 1 です）</translation>
    </message>
    <message>
        <source>project</source>
        <translation>プロジェクト</translation>
    </message>
    <message>
        <source>field “pages” is missing</source>
        <translation>フィールド「pages」がありません</translation>
    </message>
    <message>
        <source>Cannot write “%1”: %2</source>
        <translation>「%1」に書き込めません: %2</translation>
    </message>
    <message>
        <source>page %1 (%2)</source>
        <translation>%1 ページ（%2）</translation>
    </message>
    <message>
        <source>“%1” already exists; it is replaced only when you confirm overwriting it</source>
        <translation>「%1」は既に存在します。上書きを確認した場合にのみ置き換えられます</translation>
    </message>
    <message>
        <source>pandoc was not found (“%1” could not be started: %2). Install pandoc to export Word, OpenDocument and EPUB files.</source>
        <translation>pandoc が見つかりません（「%1」を起動できませんでした: %2）。Word、OpenDocument、EPUB ファイルをエクスポートするには pandoc をインストールしてください。</translation>
    </message>
    <message>
        <source>“%1 --version” failed: %2</source>
        <translation>「%1 --version」が失敗しました: %2</translation>
    </message>
    <message>
        <source>Nothing to export: no pages were selected</source>
        <translation>エクスポートするものがありません: ページが選択されていません</translation>
    </message>
    <message>
        <source>No output file was chosen</source>
        <translation>出力ファイルが選択されていません</translation>
    </message>
    <message>
        <source>KaTeX was not found in “%1”: formulas are shown as TeX source</source>
        <translation>「%1」に KaTeX が見つかりません: 数式は TeX ソースとして表示されます</translation>
    </message>
    <message>
        <source>%1: no page image to export (%2: %3)</source>
        <translation>%1: エクスポートするページ画像がありません（%2: %3）</translation>
    </message>
    <message>
        <source>Cannot create a temporary folder for the %1 export: %2</source>
        <translation>%1 エクスポート用の一時フォルダーを作成できません: %2</translation>
    </message>
    <message>
        <source>The %1 export&apos;s temporary files: %2</source>
        <translation>%1 エクスポートの一時ファイル: %2</translation>
    </message>
    <message>
        <source>pandoc did not finish the %1 export of “%2” (%3)</source>
        <translation>pandoc が「%2」の %1 エクスポートを完了しませんでした（%3）</translation>
    </message>
    <message>
        <source>pandoc failed to write the %1 file “%2” (exit code %3): %4</source>
        <translation>pandoc が %1 ファイル「%2」の書き込みに失敗しました（終了コード %3）: %4</translation>
    </message>
    <message>
        <source>no message</source>
        <translation>メッセージなし</translation>
    </message>
    <message>
        <source>pandoc reported success but wrote no %1 file for “%2”: %3</source>
        <translation>pandoc は成功を報告しましたが、「%2」の %1 ファイルを書き込みませんでした: %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Cannot make the PDF “%1”: %2</source>
        <translation>PDF「%1」を作成できません: %2</translation>
    </message>
    <message>
        <source>the image is %1x%2 pixels, more than the limit of %3 pixels</source>
        <translation>画像は %1x%2 ピクセルで、上限の %3 ピクセルを超えています</translation>
    </message>
    <message>
        <source>cannot be decoded (%1)</source>
        <translation>デコードできません（%1）</translation>
    </message>
    <message>
        <source>not an image in a known format (PNG, JPEG, WebP, TIFF, BMP, ...)</source>
        <translation>既知の形式の画像ではありません（PNG、JPEG、WebP、TIFF、BMP など）</translation>
    </message>
    <message>
        <source>cannot be read (%1)</source>
        <translation>読み取れません（%1）</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>ファイルが空です</translation>
    </message>
    <message>
        <source>not a readable image (%1)</source>
        <translation>読み取り可能な画像ではありません（%1）</translation>
    </message>
    <message>
        <source>%1: claims %2 pages, more than the limit of %3</source>
        <translation>%1: %2 ページあるとされており、上限の %3 を超えています</translation>
    </message>
    <message>
        <source>%1: page %2: %3</source>
        <translation>%1: %2 ページ: %3</translation>
    </message>
    <message>
        <source>%1: cannot read the file (%2)</source>
        <translation>%1: ファイルを読み取れません（%2）</translation>
    </message>
    <message>
        <source>not a file</source>
        <translation>ファイルではありません</translation>
    </message>
    <message>
        <source>no page image</source>
        <translation>ページ画像がありません</translation>
    </message>
    <message>
        <source>the page could not be converted for orientation detection</source>
        <translation>向きの検出のためにページを変換できませんでした</translation>
    </message>
    <message>
        <source>Tesseract&apos;s orientation data (osd.traineddata) is not installed</source>
        <translation>Tesseract の向きデータ（osd.traineddata）がインストールされていません</translation>
    </message>
    <message>
        <source>too little text to tell the page&apos;s orientation</source>
        <translation>テキストが少なすぎて、ページの向きを判断できません</translation>
    </message>
    <message>
        <source>page %1 could not be rendered: %2</source>
        <translation>%1 ページをレンダリングできませんでした: %2</translation>
    </message>
    <message>
        <source>the renderer gave no answer</source>
        <translation>レンダラーが応答しませんでした</translation>
    </message>
    <message>
        <source>the renderer&apos;s answer is damaged</source>
        <translation>レンダラーの応答が破損しています</translation>
    </message>
    <message>
        <source>the page renderer %1 is not installed beside the program</source>
        <translation>ページレンダラー %1 がプログラムと同じ場所にインストールされていません</translation>
    </message>
    <message>
        <source>the page renderer did not start (%1)</source>
        <translation>ページレンダラーが起動しませんでした（%1）</translation>
    </message>
    <message>
        <source>rendering took longer than %1 s and was stopped (a damaged or hostile page, e.g. a decompression bomb)</source>
        <translation>レンダリングに %1 秒以上かかったため停止しました（破損したページまたは悪意のあるページ。例: 解凍爆弾）</translation>
    </message>
    <message>
        <source>the renderer stopped: the page needs more than %1 MiB of memory or is damaged</source>
        <translation>レンダラーが停止しました: ページに %1 MiB を超えるメモリが必要か、ページが破損しています</translation>
    </message>
    <message>
        <source>%1: has no pages</source>
        <translation>%1: ページがありません</translation>
    </message>
    <message>
        <source>the document has no pages</source>
        <translation>文書にページがありません</translation>
    </message>
    <message>
        <source>claims %1 pages, more than the limit of %2</source>
        <translation>%1 ページあるとされており、上限の %2 を超えています</translation>
    </message>
    <message>
        <source>%1: page %2 no longer exists</source>
        <translation>%1: %2 ページはもう存在しません</translation>
    </message>
    <message>
        <source>%1: page %2 not found</source>
        <translation>%1: %2 ページが見つかりません</translation>
    </message>
    <message>
        <source>not a readable PDF (damaged or not a PDF)</source>
        <translation>読み取り可能な PDF ではありません（破損しているか、PDF ではありません）</translation>
    </message>
    <message>
        <source>the PDF is encrypted: it needs a password</source>
        <translation>PDF は暗号化されています: パスワードが必要です</translation>
    </message>
    <message>
        <source>wrong password for the encrypted PDF</source>
        <translation>暗号化された PDF のパスワードが違います</translation>
    </message>
    <message>
        <source>page %1 cannot be read (damaged page tree)</source>
        <translation>%1 ページを読み取れません（ページツリーが破損しています）</translation>
    </message>
    <message>
        <source>page %1 has an implausible size (%2 x %3 pt)</source>
        <translation>%1 ページのサイズが不自然です（%2 x %3 pt）</translation>
    </message>
    <message>
        <source>page %1 would be too large to render</source>
        <translation>%1 ページは大きすぎてレンダリングできません</translation>
    </message>
    <message>
        <source>page %1 cannot be rendered</source>
        <translation>%1 ページをレンダリングできません</translation>
    </message>
    <message>
        <source>page %1 cannot be rendered (out of memory)</source>
        <translation>%1 ページをレンダリングできません（メモリ不足）</translation>
    </message>
    <message>
        <source>%1: cannot read the downloaded file</source>
        <translation>%1: ダウンロードしたファイルを読み取れません</translation>
    </message>
    <message>
        <source>%1: size is %2 bytes, expected %3</source>
        <translation>%1: サイズが %2 バイトです（想定: %3）</translation>
    </message>
    <message>
        <source>%1: checksum mismatch (got %2, expected %3)</source>
        <translation>%1: チェックサムが一致しません（取得: %2、想定: %3）</translation>
    </message>
    <message>
        <source>LightOnOCR-%1</source>
        <translation>LightOnOCR-%1</translation>
    </message>
    <message>
        <source>unknown LightOnOCR generation</source>
        <translation>不明な LightOnOCR 世代</translation>
    </message>
    <message>
        <source>%1: plain text and layout with boxes (grounding)</source>
        <translation>%1: プレーンテキストとボックス付きレイアウト（グラウンディング）</translation>
    </message>
    <message>
        <source>%1: plain text (no layout boxes)</source>
        <translation>%1: プレーンテキスト（レイアウトボックスなし）</translation>
    </message>
    <message>
        <source>%1 has no grounding mode: layout boxes need a LightOnOCR-3 model. Use plain mode, or choose LightOnOCR-3-1B.</source>
        <translation>%1 にはグラウンディングモードがありません: レイアウトボックスには LightOnOCR-3 モデルが必要です。プレーンモードを使うか、LightOnOCR-3-1B を選択してください。</translation>
    </message>
    <message>
        <source>Folio cannot tell which LightOnOCR generation “%1” is, so it offers plain mode only: grounding needs a LightOnOCR-3 model, named as such in its folder or its config.json.</source>
        <translation>Folio は「%1」がどの LightOnOCR 世代かを判断できないため、プレーンモードのみを提供します: グラウンディングには、フォルダー名または config.json でそのように示された LightOnOCR-3 モデルが必要です。</translation>
    </message>
    <message>
        <source>document</source>
        <translation>文書</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>Markdown, one file per page (*.md)</source>
        <translation>Markdown、ページごとに 1 ファイル (*.md)</translation>
    </message>
    <message>
        <source>Word document (*.docx)</source>
        <translation>Word 文書 (*.docx)</translation>
    </message>
    <message>
        <source>OpenDocument text (*.odt)</source>
        <translation>OpenDocument テキスト (*.odt)</translation>
    </message>
    <message>
        <source>EPUB e-book (*.epub)</source>
        <translation>EPUB 電子書籍 (*.epub)</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>Web ページ (*.html)</translation>
    </message>
    <message>
        <source>Plain text (*.txt)</source>
        <translation>プレーンテキスト (*.txt)</translation>
    </message>
    <message>
        <source>Searchable PDF, text positions approximate (*.pdf)</source>
        <translation>検索可能な PDF、テキスト位置は概算 (*.pdf)</translation>
    </message>
    <message>
        <source>Searchable PDF (*.pdf)</source>
        <translation>検索可能な PDF (*.pdf)</translation>
    </message>
    <message>
        <source>hOCR (*.hocr)</source>
        <translation>hOCR (*.hocr)</translation>
    </message>
    <message>
        <source>Layout blocks, JSON (*.json)</source>
        <translation>レイアウトブロック、JSON (*.json)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>エクスポート</translation>
    </message>
    <message>
        <source>“%1” already exists. Replace it?</source>
        <translation>「%1」は既に存在します。置き換えますか？</translation>
    </message>
    <message>
        <source>Exporting to %1…</source>
        <translation>%1 にエクスポートしています…</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 をエクスポートしました</translation>
    </message>
    <message>
        <source> (text positions are approximate on pages recognized without layout)</source>
        <translation> （レイアウトなしで認識したページでは、テキスト位置は概算です）</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>エクスポートに失敗しました</translation>
    </message>
    <message>
        <source>reading</source>
        <translation>読み取り中</translation>
    </message>
    <message>
        <source>%1: page %2 cannot be reached</source>
        <translation>%1: %2 ページに到達できません</translation>
    </message>
    <message>
        <source>unfinished import %1</source>
        <translation>未完了のインポート %1</translation>
    </message>
    <message>
        <source>field “absolutePath” is missing</source>
        <translation>フィールド「absolutePath」がありません</translation>
    </message>
    <message>
        <source>field “nextPage” must lie within 0..%1</source>
        <translation>フィールド「nextPage」は 0..%1 の範囲でなければなりません</translation>
    </message>
    <message>
        <source>field “pageCount” must be at least 1</source>
        <translation>フィールド「pageCount」は 1 以上でなければなりません</translation>
    </message>
    <message>
        <source>the page image is not available</source>
        <translation>ページ画像を利用できません</translation>
    </message>
    <message>
        <source>the page image cannot be read back (%1)</source>
        <translation>ページ画像を読み戻せません（%1）</translation>
    </message>
    <message numerus="yes">
        <source>%n of the %1 pages have no text yet (not recognized, or still being read): the export leaves them empty. Export anyway?</source>
        <translation>
            <numerusform>%1 ページのうち %n ページにはまだテキストがありません（未認識、または読み取り中）。エクスポートでは空になります。それでもエクスポートしますか？</numerusform>
        </translation>
    </message>
    <message>
        <source>Export anyway</source>
        <translation>それでもエクスポート</translation>
    </message>
    <message>
        <source>“%1” is a file of this project (its scan, or the project itself): an export never replaces it. Choose another name.</source>
        <translation>「%1」はこのプロジェクトのファイル（スキャンまたはプロジェクト自体）です。エクスポートで置き換えることはありません。別の名前を選んでください。</translation>
    </message>
    <message>
        <source>cannot read the file (not a file)</source>
        <translation>ファイルを読み取れません（ファイルではありません）</translation>
    </message>
    <message>
        <source>%1: cannot read the file (not a file)</source>
        <translation>%1: ファイルを読み取れません（ファイルではありません）</translation>
    </message>
    <message>
        <source>it is no longer there</source>
        <translation>ファイルがもうありません</translation>
    </message>
    <message numerus="yes">
        <source>Exported %1 and %n more files</source>
        <translation>
            <numerusform>%1 とほか %n 個のファイルをエクスポートしました</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (with %n figures)</source>
        <translation>
            <numerusform>（図 %n 点）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>None of the %n page files was written.</source>
        <translation>
            <numerusform>%n 個のページファイルはどれも書き込まれませんでした。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of the %n page files were written.</source>
        <translation>
            <numerusform>%n 個のページファイルのうち %1 個が書き込まれました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n files of this export already exist (%1). Replace them?</source>
        <translation>
            <numerusform>このエクスポートのファイル %n 個が既に存在します (%1)。置き換えますか?</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation>不明なエラー</translation>
    </message>
    <message>
        <source>pandoc wrote a damaged %1 file for “%2”: %3</source>
        <translation>pandoc が「%2」の %1 ファイルを破損した状態で書き込みました: %3</translation>
    </message>
    <message>
        <source>left as they were, from an earlier export of more pages: %1</source>
        <translation>以前のより多いページのエクスポートのファイルはそのまま残っています: %1</translation>
    </message>
</context>
<context>
    <name>SystemError</name>
    <message>
        <source>No space left on device</source>
        <translation>デバイスに空き領域がありません</translation>
    </message>
    <message>
        <source>Read-only file system</source>
        <translation>読み取り専用のファイルシステムです</translation>
    </message>
    <message>
        <source>Permission denied</source>
        <translation>アクセス権がありません</translation>
    </message>
    <message>
        <source>Operation not permitted</source>
        <translation>操作は許可されていません</translation>
    </message>
    <message>
        <source>No such file or directory</source>
        <translation>そのようなファイルやディレクトリはありません</translation>
    </message>
    <message>
        <source>Disk quota exceeded</source>
        <translation>ディスク使用量の上限を超えました</translation>
    </message>
    <message>
        <source>Input/output error</source>
        <translation>入力/出力エラーです</translation>
    </message>
    <message>
        <source>File name too long</source>
        <translation>ファイル名が長すぎます</translation>
    </message>
    <message>
        <source>Is a directory</source>
        <translation>ディレクトリです</translation>
    </message>
</context>
<context>
    <name>folio::FindReplaceBar</name>
    <message>
        <source>Match case</source>
        <translation>大文字と小文字を区別</translation>
    </message>
    <message>
        <source>Find</source>
        <translation>検索</translation>
    </message>
    <message>
        <source>Replace with</source>
        <translation>置換後の文字列</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>次へ</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>前へ</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>置換</translation>
    </message>
    <message>
        <source>Replace all</source>
        <translation>すべて置換</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Wrapped</source>
        <translation>先頭から再検索しました</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>見つかりません</translation>
    </message>
    <message numerus="yes">
        <source>%n replaced</source>
        <translation>
            <numerusform>%n 件置換しました</numerusform>
        </translation>
    </message>
    <message>
        <source>Whole words</source>
        <translation>単語単位</translation>
    </message>
    <message>
        <source>All pages</source>
        <translation>全ページ</translation>
    </message>
    <message>
        <source>Undo replace all</source>
        <translation>すべて置換を元に戻す</translation>
    </message>
    <message>
        <source>Find and replace in every page, not only the one shown</source>
        <translation>表示中のページだけでなく、すべてのページで検索・置換します</translation>
    </message>
    <message>
        <source>Wrapped to page %1</source>
        <translation>先頭に戻りました（%1 ページ）</translation>
    </message>
    <message>
        <source>Page %1</source>
        <translation>%1 ページ</translation>
    </message>
    <message numerus="yes">
        <source>%n replaced on %1</source>
        <translation>
            <numerusform>%1で %n 件置換しました</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pages being read were left as they are.</source>
        <translation>
            <numerusform>読み取り中の %n ページはそのままにしました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Replacement undone on %n pages</source>
        <translation>
            <numerusform>%n ページで置換を元に戻しました</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pages</source>
        <translation>
            <numerusform>%n ページ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n matches on this page</source>
        <translation>
            <numerusform>このページに %n 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n matches on %1</source>
        <translation>
            <numerusform>%1に %n 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Changed since, %n page(s) kept the replacement (%1); Edit › Undo on such a page takes it back.</source>
        <translation>
            <numerusform>その後変更された %n ページは置換がそのまま残りました (%1)。そのページで 編集 › 元に戻す を使うと取り消せます。</numerusform>
        </translation>
    </message>
    <message>
        <source>page %1</source>
        <translation>%1 ページ</translation>
    </message>
    <message>
        <source>pages %1</source>
        <translation>%1 ページ</translation>
    </message>
</context>
<context>
    <name>folio::JobQueue</name>
    <message>
        <source>the page image is not available</source>
        <translation>ページ画像を利用できません</translation>
    </message>
    <message>
        <source>The region lies outside the page.</source>
        <translation>領域がページの外にあります。</translation>
    </message>
    <message>
        <source>No OCR model is loaded. Choose a model folder or download the model first.</source>
        <translation>OCR モデルが読み込まれていません。先にモデルフォルダーを選択するか、モデルをダウンロードしてください。</translation>
    </message>
    <message>
        <source>stopped at the token limit</source>
        <translation>トークン上限で停止しました</translation>
    </message>
    <message>
        <source>stopped: the text kept repeating itself</source>
        <translation>停止しました: テキストが繰り返され続けました</translation>
    </message>
    <message>
        <source>partial text: cancelled after %1 tokens</source>
        <translation>部分的なテキスト: %1 トークン後にキャンセルされました</translation>
    </message>
    <message>
        <source>The region is too small to read (%1 × %2 pixels). Draw it around the words.</source>
        <translation>領域が小さすぎて読み取れません（%1 × %2 ピクセル）。文字を囲むように描いてください。</translation>
    </message>
    <message>
        <source>reading it again failed (%1): the text is from the earlier reading</source>
        <translation>再読み取りに失敗しました (%1): テキストは以前の読み取りのものです</translation>
    </message>
</context>
<context>
    <name>folio::LanguageButton</name>
    <message>
        <source>Chinese</source>
        <translation>中国語</translation>
    </message>
    <message>
        <source>English</source>
        <translation>英語</translation>
    </message>
    <message>
        <source>Japanese</source>
        <translation>日本語</translation>
    </message>
    <message>
        <source>French</source>
        <translation>フランス語</translation>
    </message>
    <message>
        <source>German</source>
        <translation>ドイツ語</translation>
    </message>
    <message>
        <source>Spanish</source>
        <translation>スペイン語</translation>
    </message>
    <message>
        <source>Italian</source>
        <translation>イタリア語</translation>
    </message>
    <message>
        <source>Dutch</source>
        <translation>オランダ語</translation>
    </message>
    <message>
        <source>Portuguese</source>
        <translation>ポルトガル語</translation>
    </message>
    <message>
        <source>Swedish</source>
        <translation>スウェーデン語</translation>
    </message>
    <message>
        <source>Danish</source>
        <translation>デンマーク語</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>自動</translation>
    </message>
    <message>
        <source>Languages of the document: constrain recognition and choose spell-checking dictionaries</source>
        <translation>文書の言語: 認識を絞り込み、スペルチェック用の辞書を選択します</translation>
    </message>
    <message>
        <source>Languages: automatic</source>
        <translation>言語: 自動</translation>
    </message>
    <message>
        <source>Languages: %1</source>
        <translation>言語: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n selected</source>
        <translation>
            <numerusform>%n 個選択</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>folio::LayoutController</name>
    <message>
        <source>Show &amp;layout boxes</source>
        <translation>レイアウトボックスを表示(&amp;L)</translation>
    </message>
    <message>
        <source>Recognize &amp;block again</source>
        <translation>ブロックを再認識(&amp;B)</translation>
    </message>
    <message>
        <source>Plain text</source>
        <translation>プレーンテキスト</translation>
    </message>
    <message>
        <source>Text and layout</source>
        <translation>テキストとレイアウト</translation>
    </message>
    <message>
        <source>Recognition mode</source>
        <translation>認識モード</translation>
    </message>
    <message>
        <source>Recognize the highlighted layout block on its own, inside its box</source>
        <translation>強調表示されたレイアウトブロックを、そのボックス内で単独で認識します</translation>
    </message>
</context>
<context>
    <name>folio::LocalEngineBackend</name>
    <message>
        <source>the model could not be opened</source>
        <translation>モデルを開けませんでした</translation>
    </message>
    <message>
        <source>local engine (%1) with %2</source>
        <translation>ローカルエンジン（%1）、%2</translation>
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
        <translation>モデルが読み込まれていません</translation>
    </message>
    <message>
        <source>%1: %2 weights, %3 KV cache</source>
        <translation>%1: 重み %2、KV キャッシュ %3</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n threads</source>
        <translation>
            <numerusform>%1、%n スレッド</numerusform>
        </translation>
    </message>
    <message>
        <source>no model folder is chosen</source>
        <translation>モデルフォルダーが選択されていません</translation>
    </message>
    <message>
        <source>%1 is gone (moved, deleted, or on a drive that is not mounted)</source>
        <translation>%1 が見つかりません（移動、削除、またはドライブが未接続）</translation>
    </message>
    <message>
        <source>%1 is not a folder</source>
        <translation>%1 はフォルダーではありません</translation>
    </message>
    <message>
        <source>the weights (*.safetensors)</source>
        <translation>重み（*.safetensors）</translation>
    </message>
    <message>
        <source>%1 lacks %2</source>
        <translation>%1 に %2 がありません</translation>
    </message>
    <message>
        <source>%1 cannot be read (permission denied)</source>
        <translation>%1 を読み取れません（アクセスが拒否されました）</translation>
    </message>
</context>
<context>
    <name>folio::MainWindow</name>
    <message>
        <source>Password needed</source>
        <translation>パスワードが必要です</translation>
    </message>
    <message>
        <source>The password did not open %1. Try again:</source>
        <translation>このパスワードでは %1 を開けませんでした。もう一度入力してください:</translation>
    </message>
    <message>
        <source>%1 is encrypted. Password:</source>
        <translation>%1 は暗号化されています。パスワード:</translation>
    </message>
    <message>
        <source>Save project</source>
        <translation>プロジェクトを保存</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>無題</translation>
    </message>
    <message>
        <source>Folio projects (*.folio)</source>
        <translation>Folio プロジェクト (*.folio)</translation>
    </message>
    <message>
        <source>Importing: %1 of %2 files</source>
        <translation>インポート中: %1 / %2 ファイル</translation>
    </message>
    <message>
        <source>Choose model folder…</source>
        <translation>モデルフォルダーを選択…</translation>
    </message>
    <message>
        <source>Download a model</source>
        <translation>モデルをダウンロード</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New project</source>
        <translation>新規プロジェクト(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <source>Open scans or PDFs</source>
        <translation>スキャンまたは PDF を開く</translation>
    </message>
    <message>
        <source>Documents (*.pdf *.png *.jpg *.jpeg *.tif *.tiff *.webp *.bmp);;All files (*)</source>
        <translation>文書 (*.pdf *.png *.jpg *.jpeg *.tif *.tiff *.webp *.bmp);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Open &amp;folder…</source>
        <translation>フォルダーを開く(&amp;F)…</translation>
    </message>
    <message>
        <source>Open a folder of scans</source>
        <translation>スキャンのフォルダーを開く</translation>
    </message>
    <message>
        <source>Open &amp;project…</source>
        <translation>プロジェクトを開く(&amp;P)…</translation>
    </message>
    <message>
        <source>Open project</source>
        <translation>プロジェクトを開く</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>最近使ったファイル(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save project</source>
        <translation>プロジェクトを保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save project &amp;as…</source>
        <translation>名前を付けてプロジェクトを保存(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>エクスポート(&amp;E)…</translation>
    </message>
    <message>
        <source>Clean-ups on e&amp;xport</source>
        <translation>エクスポート時のクリーンアップ(&amp;X)</translation>
    </message>
    <message>
        <source>Page &amp;markers in Markdown and text exports</source>
        <translation>Markdown とテキストのエクスポートにページマーカーを入れる(&amp;M)</translation>
    </message>
    <message>
        <source>Writes a comment naming the page and its source file before each page</source>
        <translation>各ページの前に、ページとその元ファイルを示すコメントを書き込みます</translation>
    </message>
    <message>
        <source>&amp;Close project</source>
        <translation>プロジェクトを閉じる(&amp;C)</translation>
    </message>
    <message>
        <source>Pr&amp;eferences…</source>
        <translation>環境設定(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>やり直し(&amp;R)</translation>
    </message>
    <message>
        <source>Re&amp;vert page to recognized text</source>
        <translation>ページを認識したテキストに戻す(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Find / Replace…</source>
        <translation>検索/置換(&amp;F)…</translation>
    </message>
    <message>
        <source>&amp;Next low-confidence text</source>
        <translation>次の低信頼度テキスト(&amp;N)</translation>
    </message>
    <message>
        <source>P&amp;revious low-confidence text</source>
        <translation>前の低信頼度テキスト(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Accept low-confidence text</source>
        <translation>低信頼度テキストを承認(&amp;A)</translation>
    </message>
    <message>
        <source>Copy as &amp;Markdown</source>
        <translation>Markdown としてコピー(&amp;M)</translation>
    </message>
    <message>
        <source>Copy as &amp;rich text</source>
        <translation>リッチテキストとしてコピー(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Delete selected pages</source>
        <translation>選択したページを削除(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>拡大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>縮小(&amp;O)</translation>
    </message>
    <message>
        <source>Fit &amp;width</source>
        <translation>幅に合わせる(&amp;W)</translation>
    </message>
    <message>
        <source>Fit &amp;page</source>
        <translation>ページに合わせる(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Actual size (1:1)</source>
        <translation>実際のサイズ (1:1)(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Page</source>
        <translation>ページ(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Recognize</source>
        <translation>認識(&amp;R)</translation>
    </message>
    <message>
        <source>Recognize &amp;page</source>
        <translation>ページを認識(&amp;P)</translation>
    </message>
    <message>
        <source>Recognize &amp;selected pages</source>
        <translation>選択したページを認識(&amp;S)</translation>
    </message>
    <message>
        <source>Recognize &amp;all pages</source>
        <translation>すべてのページを認識(&amp;A)</translation>
    </message>
    <message>
        <source>Recognize &amp;region</source>
        <translation>領域を認識(&amp;R)</translation>
    </message>
    <message>
        <source>Retry with a repetition &amp;penalty</source>
        <translation>繰り返しペナルティを付けて再試行(&amp;P)</translation>
    </message>
    <message>
        <source>Recognizes again the selected pages whose text looped or stopped at the token limit, discouraging the model from repeating itself</source>
        <translation>選択したページのうち、テキストがループしたかトークン上限で停止したページを、モデルが繰り返さないようにして再認識します</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>キャンセル(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Folio</source>
        <translation>Folio について(&amp;A)</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>メイン</translation>
    </message>
    <message>
        <source>Some files could not be opened</source>
        <translation>一部のファイルを開けませんでした</translation>
    </message>
    <message>
        <source>The untitled project</source>
        <translation>無題のプロジェクト</translation>
    </message>
    <message>
        <source>Save changes?</source>
        <translation>変更を保存しますか？</translation>
    </message>
    <message>
        <source>%1 has changes that are not saved. Save them before going on?</source>
        <translation>%1 には保存されていない変更があります。続行する前に保存しますか？</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Discard changes</source>
        <translation>変更を破棄</translation>
    </message>
    <message>
        <source>No recent projects</source>
        <translation>最近使ったプロジェクトはありません</translation>
    </message>
    <message>
        <source>&amp;Clear list</source>
        <translation>リストをクリア(&amp;C)</translation>
    </message>
    <message>
        <source>%1 (recovered)</source>
        <translation>%1（復元済み）</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>復元</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>破棄</translation>
    </message>
    <message>
        <source>Show both</source>
        <translation>両方を表示</translation>
    </message>
    <message>
        <source>Recover unsaved work</source>
        <translation>保存されていない作業を復元</translation>
    </message>
    <message>
        <source>Ready: %1</source>
        <translation>準備完了: %1</translation>
    </message>
    <message>
        <source>Model loaded</source>
        <translation>モデルを読み込みました</translation>
    </message>
    <message>
        <source>The model could not be loaded: %1</source>
        <translation>モデルを読み込めませんでした: %1</translation>
    </message>
    <message>
        <source>Loading the model from %1…</source>
        <translation>%1 からモデルを読み込んでいます…</translation>
    </message>
    <message>
        <source>&lt;b&gt;No OCR model installed.&lt;/b&gt; Folio needs LightOnOCR-2-1B or LightOnOCR-3-1B (about 2 GB; the 3 also finds where each block sits on the page) to read pages. Choose a folder that holds one, or download it from Hugging Face.</source>
        <translation>&lt;b&gt;OCR モデルがインストールされていません。&lt;/b&gt;ページを読み取るには、LightOnOCR-2-1B または LightOnOCR-3-1B（約 2 GB。3 は各ブロックがページ上のどこにあるかも検出します）が必要です。いずれかを含むフォルダーを選択するか、Hugging Face からダウンロードしてください。</translation>
    </message>
    <message>
        <source>Page %1 has edits of yours. Recognizing it again replaces its text; Edit › Undo brings your text back.</source>
        <translation>%1 ページには編集内容があります。再認識するとテキストが置き換えられます。［編集 › 元に戻す］でテキストを戻せます。</translation>
    </message>
    <message>
        <source>Pages %1 have edits of yours. Recognizing them again replaces their text; Edit › Undo brings your text back, page by page.</source>
        <translation>%1 ページには編集内容があります。再認識するとテキストが置き換えられます。［編集 › 元に戻す］でページごとにテキストを戻せます。</translation>
    </message>
    <message>
        <source>Replace your edits?</source>
        <translation>編集内容を置き換えますか？</translation>
    </message>
    <message>
        <source>Recognize again</source>
        <translation>再認識</translation>
    </message>
    <message>
        <source>Only pages not done (%1)</source>
        <translation>未完了のページのみ（%1）</translation>
    </message>
    <message>
        <source>All pages</source>
        <translation>すべてのページ</translation>
    </message>
    <message>
        <source>Recognize all pages</source>
        <translation>すべてのページを認識</translation>
    </message>
    <message>
        <source>no model loaded</source>
        <translation>モデル未読み込み</translation>
    </message>
    <message>
        <source>About Folio</source>
        <translation>Folio について</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Folio %1&lt;/h3&gt;&lt;p&gt;Turns scans and PDFs into Markdown and Word with the LightOnOCR vision-language model, on your own GPU or CPU.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Model:&lt;/b&gt; %2&lt;br&gt;&lt;b&gt;Device:&lt;/b&gt; %3&lt;br&gt;&lt;b&gt;Engine:&lt;/b&gt; %4&lt;/p&gt;&lt;p&gt;Folio is free software. It uses Qt %5 (LGPL 3), Poppler (GPL 2), md4c (MIT), KaTeX (MIT), Hunspell (MPL/LGPL/GPL), pandoc (GPL 2, run as a separate program) and libtorch (BSD). LightOnOCR-2-1B is released by LightOn under the Apache 2.0 license.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Folio %1&lt;/h3&gt;&lt;p&gt;LightOnOCR ビジョン言語モデルを使い、お使いの GPU または CPU 上でスキャンや PDF を Markdown や Word に変換します。&lt;/p&gt;&lt;p&gt;&lt;b&gt;モデル:&lt;/b&gt; %2&lt;br&gt;&lt;b&gt;デバイス:&lt;/b&gt; %3&lt;br&gt;&lt;b&gt;エンジン:&lt;/b&gt; %4&lt;/p&gt;&lt;p&gt;Folio はフリーソフトウェアです。Qt %5（LGPL 3）、Poppler（GPL 2）、md4c（MIT）、KaTeX（MIT）、Hunspell（MPL/LGPL/GPL）、pandoc（GPL 2、別プログラムとして実行）、libtorch（BSD）を使用しています。LightOnOCR-2-1B は LightOn により Apache 2.0 ライセンスで公開されています。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>none chosen</source>
        <translation>未選択</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>環境設定</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>off</source>
        <translation>オフ</translation>
    </message>
    <message>
        <source>Text the model recognized with a probability below this is underlined in the editor (F8 goes to the next). A lower value hides marks at once; a higher one marks more on pages recognized from then on.</source>
        <translation>モデルがこの値より低い確率で認識したテキストは、エディターで下線が引かれます（F8 で次へ移動）。値を下げるとすぐにマークが消え、上げるとそれ以降に認識するページでより多くマークされます。</translation>
    </message>
    <message>
        <source>Underline text recognized with a probability below</source>
        <translation>次の確率未満で認識されたテキストに下線を引く</translation>
    </message>
    <message>
        <source>Model, device and memory…</source>
        <translation>モデル、デバイス、メモリ…</translation>
    </message>
    <message>
        <source>Recognition</source>
        <translation>認識</translation>
    </message>
    <message>
        <source>Interface language: View › Interface language.</source>
        <translation>インターフェイスの言語: 表示 › インターフェイスの言語。</translation>
    </message>
    <message>
        <source> · %1 tokens/s</source>
        <translation> · %1 トークン/秒</translation>
    </message>
    <message>
        <source> · about %1 per page</source>
        <translation> · 1 ページあたり約 %1</translation>
    </message>
    <message>
        <source>not loaded</source>
        <translation>未読み込み</translation>
    </message>
    <message>
        <source>not loaded yet</source>
        <translation>まだ読み込まれていません</translation>
    </message>
    <message numerus="yes">
        <source>Recognizing %n pages takes about %1: about %2 per page, as measured on the last pages recognized (%3). You can go on working meanwhile and cancel at any time.</source>
        <translation>
            <numerusform>%n ページの認識には約 %1 かかります。直近に認識したページでの計測では 1 ページあたり約 %2 です (%3)。その間も作業を続けられ、いつでもキャンセルできます。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Recognize %n pages</source>
        <translation>
            <numerusform>%n ページを認識</numerusform>
        </translation>
    </message>
    <message>
        <source>no local model loaded</source>
        <translation>ローカルモデルは読み込まれていません</translation>
    </message>
    <message>
        <source>The device, weight precision, KV cache precision and CPU threads the local engine runs with, every automatic choice resolved.</source>
        <translation>ローカルエンジンが実行しているデバイス、重みの精度、KV キャッシュの精度、CPU スレッド数 (自動の選択はすべて確定済み)。</translation>
    </message>
    <message>
        <source>The engine runs on</source>
        <translation>エンジンの実行環境</translation>
    </message>
    <message>
        <source> · about %1 left</source>
        <translation> · 残り約 %1</translation>
    </message>
    <message>
        <source>Reading page %1</source>
        <translation>ページ %1 を読み取り中</translation>
    </message>
    <message>
        <source>Reading pages %1</source>
        <translation>ページ %1 を読み取り中</translation>
    </message>
    <message>
        <source>Not opened again, already in the restored project: %1</source>
        <translation>復元したプロジェクトに既にあるため、再度開きませんでした: %1</translation>
    </message>
    <message>
        <source>Importing %1: page %2 of %3</source>
        <translation>%1 をインポート中: %3 ページ中 %2 ページ</translation>
    </message>
    <message>
        <source>Restore &amp;removed pages</source>
        <translation>削除したページを復元(&amp;R)</translation>
    </message>
    <message>
        <source>Restore the removed page</source>
        <translation>削除したページを復元</translation>
    </message>
    <message>
        <source>Restore %1 removed pages</source>
        <translation>削除した %1 ページを復元</translation>
    </message>
    <message>
        <source>Removed 1 page.</source>
        <translation>1 ページを削除しました。</translation>
    </message>
    <message>
        <source>Removed %1 pages.</source>
        <translation>%1 ページを削除しました。</translation>
    </message>
    <message>
        <source>Edit › Undo in the page list, or Edit › Restore removed pages, brings them back.</source>
        <translation>ページ一覧で 編集 › 元に戻す、または 編集 › 削除したページを復元 で元に戻せます。</translation>
    </message>
    <message>
        <source>Restored 1 page.</source>
        <translation>1 ページを復元しました。</translation>
    </message>
    <message>
        <source>Restored %1 pages.</source>
        <translation>%1 ページを復元しました。</translation>
    </message>
    <message>
        <source>Reading the rest of %1: pages %2 to %3 were not imported before it was closed</source>
        <translation>%1 の残りを読み込んでいます: %2～%3 ページは閉じる前に取り込まれていませんでした</translation>
    </message>
    <message>
        <source>Find ne&amp;xt</source>
        <translation>次を検索(&amp;X)</translation>
    </message>
    <message>
        <source>Find previou&amp;s</source>
        <translation>前を検索(&amp;S)</translation>
    </message>
    <message>
        <source>&lt;b&gt;The model cannot be used:&lt;/b&gt; %1. Choose the folder that holds it, or download it again.</source>
        <translation>&lt;b&gt;モデルを使用できません：&lt;/b&gt;%1。モデルのあるフォルダーを選ぶか、もう一度ダウンロードしてください。</translation>
    </message>
    <message>
        <source>R&amp;eplace…</source>
        <translation>置換(&amp;E)…</translation>
    </message>
    <message>
        <source>%1 is open in another Folio window: save under another name, or close it there first.</source>
        <translation>%1 は別の Folio ウィンドウで開かれています。別の名前で保存するか、先にそちらで閉じてください。</translation>
    </message>
    <message>
        <source>“%1” was changed on disk since this window opened or saved it. Saving here replaces those changes.</source>
        <translation>「%1」は、このウィンドウで開くか保存した後にディスク上で変更されました。ここで保存するとその変更は置き換えられます。</translation>
    </message>
    <message>
        <source>Save anyway</source>
        <translation>それでも保存</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>名前を付けて保存…</translation>
    </message>
    <message>
        <source>“%1” is open in another Folio window. If both windows changed it, the one saved last would overwrite the other&apos;s work. Open a copy here instead?</source>
        <translation>「%1」は別の Folio ウィンドウで開かれています。両方のウィンドウで変更すると、後に保存した方がもう一方の作業を上書きします。代わりにここでコピーを開きますか？</translation>
    </message>
    <message>
        <source>Open a copy</source>
        <translation>コピーを開く</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1（コピー）</translation>
    </message>
    <message>
        <source>&amp;Next page</source>
        <translation>次のページ(&amp;N)</translation>
    </message>
    <message>
        <source>P&amp;revious page</source>
        <translation>前のページ(&amp;R)</translation>
    </message>
    <message>
        <source>No low-confidence text is left</source>
        <translation>信頼度の低いテキストは残っていません</translation>
    </message>
    <message numerus="yes">
        <source>Import stopped: the project keeps its %n page(s)</source>
        <translation>
            <numerusform>インポートを停止しました: プロジェクトには %n ページが残ります</numerusform>
        </translation>
    </message>
    <message>
        <source>Crash copy</source>
        <translation>クラッシュ時のコピー</translation>
    </message>
    <message>
        <source>Folio cannot keep a crash copy of your changes, so a crash would lose them: %1

Save the project (File &gt; Save As to another place if need be).</source>
        <translation>変更のクラッシュ時のコピーを保存できないため、クラッシュすると変更が失われます: %1

プロジェクトを保存してください（必要ならファイル &gt; 名前を付けて保存で別の場所へ）。</translation>
    </message>
    <message>
        <source>“%1” has changes that were not saved, kept in a recovery copy (%2; the project itself was saved %3). Restore them?</source>
        <translation>「%1」には保存されていない変更があり、復元用コピーに保存されています（%2、プロジェクト自体の保存は %3）。復元しますか？</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>後で</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>エクスポート</translation>
    </message>
    <message>
        <source>The export to “%1” is still running. Quitting now stops it, and the file is not written.</source>
        <translation>「%1」へのエクスポートはまだ実行中です。今終了するとエクスポートは止まり、ファイルは書き込まれません。</translation>
    </message>
    <message>
        <source>Quit when it is done</source>
        <translation>完了したら終了</translation>
    </message>
    <message>
        <source>Quit now</source>
        <translation>今すぐ終了</translation>
    </message>
    <message>
        <source>Recognize region</source>
        <translation>領域を認識</translation>
    </message>
    <message>
        <source>You changed this region&apos;s text in the editor. Recognizing it again adds the new reading to the page beside your corrected text; Edit › Undo takes it away.</source>
        <translation>この領域のテキストはエディターで変更されています。もう一度認識すると、新しい結果が修正済みのテキストの横に追加されます。編集 › 元に戻す で取り除けます。</translation>
    </message>
    <message>
        <source>The pages are back in their order before the move.</source>
        <translation>ページは移動前の順序に戻りました。</translation>
    </message>
    <message>
        <source>Nothing to undo in the page list; in the text, Undo takes back typing.</source>
        <translation>ページ一覧で元に戻す操作はありません。テキストでは、元に戻すで入力を取り消せます。</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n pages</source>
        <translation>
            <numerusform>%1 / %n ページ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <translation>
            <numerusform>%n 件失敗</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cancelled</source>
        <translation>
            <numerusform>%n 件キャンセル</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tokens</source>
        <translation>
            <numerusform>%n トークン</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pages</source>
        <translation>
            <numerusform>%n ページ</numerusform>
        </translation>
    </message>
    <message>
        <source>The model cannot be used: %1.</source>
        <translation>モデルを使用できません: %1。</translation>
    </message>
    <message>
        <source>&lt;b&gt;The model could not be loaded:&lt;/b&gt; %1&lt;br&gt;Choose another model folder, or download the model again.</source>
        <translation>&lt;b&gt;モデルを読み込めませんでした:&lt;/b&gt; %1&lt;br&gt;別のモデルフォルダーを選ぶか、モデルをもう一度ダウンロードしてください。</translation>
    </message>
    <message numerus="yes">
        <source> (%n with edits of yours, which recognizing again replaces; Edit › Undo brings them back)</source>
        <translation>
            <numerusform>（うち %n ページにはあなたの編集があり、再認識で置き換えられます。編集 › 元に戻す で戻せます）</numerusform>
        </translation>
    </message>
    <message>
        <source>Every page is recognized already%1. Recognize all of them again?</source>
        <translation>すべてのページは認識済みです%1。すべてもう一度認識しますか？</translation>
    </message>
    <message numerus="yes">
        <source>Pages recognized already: %1 of %n%2. Recognize only the pages not done, or all of them again?</source>
        <translation>
            <numerusform>認識済みのページ: %n ページ中 %1 ページ%2。未認識のページだけを認識しますか、それともすべてもう一度認識しますか？</numerusform>
        </translation>
    </message>
    <message>
        <source>No region change to undo on this page; in the text, Undo takes back typing.</source>
        <translation>このページには元に戻す領域の変更はありません。テキストでは「元に戻す」で入力を取り消します。</translation>
    </message>
    <message>
        <source>No region change to redo on this page.</source>
        <translation>このページにはやり直す領域の変更はありません。</translation>
    </message>
    <message>
        <source>Region %1 deleted; Edit › Undo in the page view brings it back.</source>
        <translation>領域 %1 を削除しました。ページ表示で 編集 › 元に戻す を使うと戻せます。</translation>
    </message>
    <message>
        <source>Go to page</source>
        <translation>ページへ移動</translation>
    </message>
    <message>
        <source>Page (1–%1):</source>
        <translation>ページ (1–%1):</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled: %1 of %n pages read; every page keeps its text, partial readings are marked cancelled</source>
        <translation>
            <numerusform>キャンセルしました: %n ページ中 %1 ページを読み取りました。各ページのテキストは保持され、途中までの読み取りはキャンセル済みとして示されます</numerusform>
        </translation>
    </message>
    <message>
        <source>Recover &amp;unsaved work…</source>
        <translation>未保存の作業を復元(&amp;U)…</translation>
    </message>
    <message>
        <source>&amp;Go to page…</source>
        <translation>ページへ移動(&amp;G)…</translation>
    </message>
    <message>
        <source>The changes are still in this window.</source>
        <translation>変更はまだこのウィンドウにあります。</translation>
    </message>
    <message>
        <source>An untitled project with changes that were never saved is kept in a recovery copy (%1). Restore it?</source>
        <translation>保存されていない変更を含む無題のプロジェクトが復元用コピーに保持されています (%1)。復元しますか?</translation>
    </message>
    <message>
        <source>“%1” has changes that were not saved, kept in a recovery copy (%2), newer than the saved project. Restore them?</source>
        <translation>「%1」には保存されていない変更があり、保存済みのプロジェクトより新しい復元用コピー (%2) に保持されています。復元しますか?</translation>
    </message>
    <message>
        <source>Discard unsaved work</source>
        <translation>未保存の作業を破棄</translation>
    </message>
    <message>
        <source>The recovery copy is deleted, and its changes cannot be brought back. Discard them?</source>
        <translation>復元用コピーは削除され、その変更は元に戻せません。破棄しますか?</translation>
    </message>
    <message>
        <source>There is no unsaved work to recover</source>
        <translation>復元する未保存の作業はありません</translation>
    </message>
    <message>
        <source>“%1”</source>
        <comment>a file name in quotes</comment>
        <translation>「%1」</translation>
    </message>
    <message>
        <source>Not opened, its unsaved changes wait in a recovery copy (File › Recover unsaved work): %1</source>
        <translation>開きませんでした。保存されていない変更は復元用コピーにあります (ファイル › 未保存の作業を復元): %1</translation>
    </message>
    <message>
        <source>A recovery copy is also written 2 s after edits pause</source>
        <translation>編集が止まってから 2 秒後にも復元用コピーが書き込まれます</translation>
    </message>
    <message>
        <source>While edits go on, autosave every</source>
        <translation>編集中の自動保存の間隔</translation>
    </message>
</context>
<context>
    <name>folio::MissingSourcesBar</name>
    <message>
        <source>Locate…</source>
        <translation>場所を指定…</translation>
    </message>
    <message>
        <source>Pick the folder the scans are in now; they are found there by name, in its subfolders too</source>
        <translation>スキャンが今あるフォルダーを選んでください。サブフォルダーも含め、名前で探します</translation>
    </message>
    <message>
        <source>Where are the scans now?</source>
        <translation>スキャンは今どこにありますか？</translation>
    </message>
    <message numerus="yes">
        <source>The scan of %n page(s) is missing: %1 (moved, renamed, or on a drive that is not mounted). The text is kept; Locate… finds the file where it is now.</source>
        <translation>
            <numerusform>%n ページのスキャンが見つかりません: %1（移動、名前の変更、またはマウントされていないドライブ）。テキストは保持されます。「場所を指定…」で現在の場所のファイルを探せます。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The scans of %n page(s) are missing: %1 files, the first %2 (moved, renamed, or on a drive that is not mounted). The text is kept; Locate… finds them where they are now.</source>
        <translation>
            <numerusform>%n ページのスキャンが見つかりません: %1 個のファイル、最初は %2（移動、名前の変更、またはマウントされていないドライブ）。テキストは保持されます。「場所を指定…」で現在の場所を探せます。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Found the %n missing file(s) in %1.</source>
        <translation>
            <numerusform>見つからなかった %n 個のファイルを %1 で見つけました。</numerusform>
        </translation>
    </message>
    <message>
        <source>Found %1 of the %2 missing files in %3.</source>
        <translation>見つからなかった %2 個のファイルのうち %1 個を %3 で見つけました。</translation>
    </message>
    <message>
        <source>Looking for the missing files in %1…</source>
        <translation>%1 で見つからないファイルを探しています…</translation>
    </message>
    <message numerus="yes">
        <source>The scans are back in their places: %n page(s) shown again.</source>
        <translation>
            <numerusform>スキャンが元の場所に戻りました: %n ページを再表示しました。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>folio::ModelDownloader</name>
    <message>
        <source>cannot create the folder %1</source>
        <translation>フォルダー %1 を作成できません</translation>
    </message>
    <message>
        <source>cannot list the files of %1: %2</source>
        <translation>%1 のファイル一覧を取得できません: %2</translation>
    </message>
    <message>
        <source>the Hub lists no files for %1</source>
        <translation>Hub に %1 のファイルがありません</translation>
    </message>
    <message>
        <source>%1: cannot write %2</source>
        <translation>%1: %2 に書き込めません</translation>
    </message>
    <message>
        <source>connection closed early</source>
        <translation>接続が途中で切断されました</translation>
    </message>
    <message>
        <source>%1: download interrupted at %2 of %3 bytes (%4); start the download again to resume</source>
        <translation>%1: %3 バイト中 %2 バイトでダウンロードが中断されました（%4）。再開するにはダウンロードをもう一度開始してください</translation>
    </message>
    <message>
        <source>%1: cannot move the finished file into place</source>
        <translation>%1: 完了したファイルを所定の場所に移動できません</translation>
    </message>
    <message>
        <source>download cancelled; start it again to resume</source>
        <translation>ダウンロードをキャンセルしました。再開するにはもう一度開始してください</translation>
    </message>
</context>
<context>
    <name>folio::ModelPanel</name>
    <message>
        <source>Greedy (deterministic)</source>
        <translation>グリーディ（決定的）</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>ダウンロード</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>選択…</translation>
    </message>
    <message>
        <source>Model folder</source>
        <translation>モデルフォルダー</translation>
    </message>
    <message>
        <source>Model to download</source>
        <translation>ダウンロードするモデル</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>デバイス</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <source>automatic (90% of free)</source>
        <translation>自動（空きの 90%）</translation>
    </message>
    <message>
        <source>Memory budget</source>
        <translation>メモリ予算</translation>
    </message>
    <message>
        <source>Model precision</source>
        <translation>モデルの精度</translation>
    </message>
    <message>
        <source>fp8: about twice the pages in memory (GPU only)</source>
        <translation>fp8: メモリに約 2 倍のページを保持（GPU のみ）</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV キャッシュ</translation>
    </message>
    <message>
        <source>Pages at once</source>
        <translation>同時に処理するページ数</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Longest image side</source>
        <translation>画像の長辺</translation>
    </message>
    <message>
        <source>Sampling</source>
        <translation>サンプリング</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>温度</translation>
    </message>
    <message>
        <source>Top-p</source>
        <translation>Top-p</translation>
    </message>
    <message>
        <source>Max tokens per page</source>
        <translation>ページあたりの最大トークン数</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>適用</translation>
    </message>
    <message>
        <source>%1 of %2 MiB</source>
        <translation>%1 / %2 MiB</translation>
    </message>
    <message>
        <source>Downloading %1…</source>
        <translation>%1 をダウンロードしています…</translation>
    </message>
    <message>
        <source>Download stopped: %1</source>
        <translation>ダウンロードが停止しました: %1</translation>
    </message>
    <message>
        <source>Downloaded into %1</source>
        <translation>%1 にダウンロードしました</translation>
    </message>
    <message>
        <source>Stop download</source>
        <translation>ダウンロードを停止</translation>
    </message>
    <message>
        <source>Listing the files of %1…</source>
        <translation>%1 のファイル一覧を取得しています…</translation>
    </message>
    <message>
        <source>not loaded</source>
        <translation>未読み込み</translation>
    </message>
    <message>
        <source>Automatic: the fastest this device runs well</source>
        <translation>自動: このデバイスで最も速く動く精度</translation>
    </message>
    <message>
        <source>float32: exact, slowest</source>
        <translation>float32: 正確、最も遅い</translation>
    </message>
    <message>
        <source>int8: 8-bit decoder weights, faster and smaller on the CPU</source>
        <translation>int8: 8 ビットのデコーダー重み、CPU で高速かつ省メモリ</translation>
    </message>
    <message>
        <source>The precision of the model&apos;s weights. On a GPU, bfloat16 is fast and exact enough. On the CPU, int8 stores the decoder&apos;s weights in 8 bits: pages are recognized faster in less memory, and a few words may come out differently than in float32.</source>
        <translation>モデルの重みの精度です。GPU では bfloat16 が高速で十分に正確です。CPU では int8 がデコーダーの重みを 8 ビットで保持します。ページの認識が速くなりメモリも少なく済みますが、float32 と比べて一部の語が異なる結果になることがあります。</translation>
    </message>
    <message>
        <source>one per core</source>
        <translation>コアごとに 1 つ</translation>
    </message>
    <message>
        <source>Threads the engine&apos;s work on the CPU uses.</source>
        <translation>CPU 上でエンジンの処理が使うスレッド数。</translation>
    </message>
    <message>
        <source>CPU threads</source>
        <translation>CPU スレッド</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>実行中</translation>
    </message>
    <message>
        <source>This folder does not hold a model: %1.</source>
        <translation>このフォルダーにはモデルがありません：%1。</translation>
    </message>
</context>
<context>
    <name>folio::PageList</name>
    <message>
        <source>Pages</source>
        <translation>ページ</translation>
    </message>
    <message>
        <source>blank</source>
        <translation>空白</translation>
    </message>
    <message>
        <source>loop</source>
        <translation>ループ</translation>
    </message>
    <message>
        <source>token limit</source>
        <translation>トークン上限</translation>
    </message>
    <message>
        <source>%1%2</source>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>, page %1</source>
        <translation>、%1 ページ</translation>
    </message>
    <message>
        <source>blank: Recognize all pages leaves it out (Page › Recognize anyway)</source>
        <translation>空白: ［すべてのページを認識］では除外されます（ページ › それでも認識）</translation>
    </message>
    <message>
        <source>turned %1° clockwise, straightened by %2°%3</source>
        <translation>時計回りに %1° 回転、%2° 傾き補正%3</translation>
    </message>
    <message>
        <source> (auto-rotate)</source>
        <translation> （自動回転）</translation>
    </message>
    <message>
        <source>The model kept repeating itself, so recognition stopped and the text is incomplete. Recognize › Retry with a repetition penalty tries again.</source>
        <translation>モデルが繰り返し続けたため認識を停止しました。テキストは不完全です。［認識 › 繰り返しペナルティを付けて再試行］で再試行できます。</translation>
    </message>
    <message>
        <source>Recognition stopped at the token limit, so the text may be incomplete. Recognize › Retry with a repetition penalty tries again; a larger token limit in the settings may be needed.</source>
        <translation>トークン上限で認識が停止したため、テキストが不完全な可能性があります。［認識 › 繰り返しペナルティを付けて再試行］で再試行できます。設定でトークン上限を増やす必要があるかもしれません。</translation>
    </message>
</context>
<context>
    <name>folio::PageTools</name>
    <message>
        <source>Rotate &amp;clockwise</source>
        <translation>時計回りに回転(&amp;C)</translation>
    </message>
    <message>
        <source>Turn the page a quarter turn clockwise (Ctrl+])</source>
        <translation>ページを時計回りに 90° 回転します（Ctrl+]）</translation>
    </message>
    <message>
        <source>Rotate c&amp;ounter-clockwise</source>
        <translation>反時計回りに回転(&amp;O)</translation>
    </message>
    <message>
        <source>Turn the page a quarter turn counter-clockwise (Ctrl+[)</source>
        <translation>ページを反時計回りに 90° 回転します（Ctrl+[）</translation>
    </message>
    <message>
        <source>&amp;Auto-rotate and deskew</source>
        <translation>自動回転と傾き補正(&amp;A)</translation>
    </message>
    <message>
        <source>Auto-rotate and deskew &amp;before recognition</source>
        <translation>認識前に自動回転と傾き補正(&amp;B)</translation>
    </message>
    <message>
        <source>Recognize &amp;anyway</source>
        <translation>それでも認識(&amp;A)</translation>
    </message>
    <message>
        <source>Send the selected pages to the model, also those marked blank</source>
        <translation>選択したページを、空白とされたページも含めてモデルに送ります</translation>
    </message>
    <message>
        <source>Recognize &amp;blank pages too</source>
        <translation>空白ページも認識(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Paste as page</source>
        <translation>ページとして貼り付け(&amp;P)</translation>
    </message>
    <message>
        <source>Auto-rotate: %1 pages turned upright or straightened</source>
        <translation>自動回転: %1 ページの向きまたは傾きを補正しました</translation>
    </message>
    <message>
        <source>Page %1: too little text to tell how it lies; left as it is</source>
        <translation>%1 ページ: テキストが少なすぎて向きを判断できないため、そのままにしました</translation>
    </message>
    <message>
        <source>Page %1: turned %2° clockwise, straightened by %3°</source>
        <translation>%1 ページ: 時計回りに %2° 回転、%3° 傾き補正しました</translation>
    </message>
    <message numerus="yes">
        <source>Blank, not sent to the model: page %1. Page › Recognize anyway sends it.</source>
        <translation>
            <numerusform>空白のためモデルに送っていません: %1 ページ。［ページ › それでも認識］で送信できます。</numerusform>
        </translation>
    </message>
    <message>
        <source>The clipboard holds no image to add as a page</source>
        <translation>クリップボードにページとして追加できる画像がありません</translation>
    </message>
    <message>
        <source>Capture screen &amp;region as page…</source>
        <translation>画面の領域をページとして取り込む(&amp;R)…</translation>
    </message>
    <message>
        <source>Choose an area of the screen in the desktop&apos;s screenshot dialog; it becomes a new page</source>
        <translation>デスクトップのスクリーンショットダイアログで画面の領域を選ぶと、新しいページになります</translation>
    </message>
    <message>
        <source>The screenshot %1 could not be read</source>
        <translation>スクリーンショット %1 を読み込めませんでした</translation>
    </message>
    <message>
        <source>No screen capture: %1</source>
        <translation>画面を取り込めませんでした: %1</translation>
    </message>
    <message>
        <source>the folder “%1” cannot be made</source>
        <translation>フォルダー「%1」を作成できません</translation>
    </message>
    <message>
        <source>The pasted image could not be kept: %1</source>
        <translation>貼り付けた画像を保存できませんでした: %1</translation>
    </message>
    <message>
        <source>Page %1 cannot be turned before its image is loaded: its regions would not turn with it. Try again in a moment, or with its scan back in place.</source>
        <translation>ページ %1 は画像が読み込まれるまで回転できません。領域が一緒に回転しないためです。少し待ってから、またはスキャンを元の場所に戻してから、もう一度お試しください。</translation>
    </message>
</context>
<context>
    <name>folio::PageView</name>
    <message>
        <source>Drop scans, PDFs or folders here
or use File › Open</source>
        <translation>スキャン、PDF、フォルダーをここにドロップ
または［ファイル › 開く］を使用</translation>
    </message>
    <message>
        <source>Page image</source>
        <translation>ページ画像</translation>
    </message>
    <message>
        <source>The scan of this page is missing:
%1</source>
        <translation>このページのスキャンが見つかりません:
%1</translation>
    </message>
    <message>
        <source>This page&apos;s image cannot be shown:
%1</source>
        <translation>このページの画像を表示できません:
%1</translation>
    </message>
    <message>
        <source>Loading the page…</source>
        <translation>ページを読み込んでいます…</translation>
    </message>
</context>
<context>
    <name>folio::PostProcess</name>
    <message>
        <source>Repair escaped math (\$x\$ to $x$, prices kept)</source>
        <translation>エスケープされた数式を修復（\$x\$ を $x$ に。価格はそのまま）</translation>
    </message>
    <message>
        <source>Remove bold and italics</source>
        <translation>太字と斜体を削除</translation>
    </message>
    <message>
        <source>List items as plain paragraphs</source>
        <translation>リスト項目を通常の段落に</translation>
    </message>
    <message>
        <source>Join words hyphenated at line ends</source>
        <translation>行末でハイフン区切りされた単語を結合</translation>
    </message>
    <message>
        <source>One line per paragraph</source>
        <translation>1 段落を 1 行に</translation>
    </message>
    <message>
        <source>Full-width punctuation in CJK text</source>
        <translation>CJK テキストで全角句読点を使用</translation>
    </message>
    <message>
        <source>Drop running heads and page numbers</source>
        <translation>柱とページ番号を削除</translation>
    </message>
    <message>
        <source>Collapse dot leaders (tables of contents)</source>
        <translation>リーダー点をまとめる（目次）</translation>
    </message>
    <message>
        <source>Shorten long form blanks (____)</source>
        <translation>長い記入欄（____）を短くする</translation>
    </message>
</context>
<context>
    <name>folio::PreviewView</name>
    <message>
        <source>Rendered preview</source>
        <translation>レンダリングプレビュー</translation>
    </message>
</context>
<context>
    <name>folio::RecognitionSpeed</name>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 分 %2 秒</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 分</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 時間 %2 分</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 時間</translation>
    </message>
</context>
<context>
    <name>folio::ResultEditor</name>
    <message>
        <source>Recognized text appears here as Markdown.</source>
        <translation>認識されたテキストがここに Markdown で表示されます。</translation>
    </message>
    <message>
        <source>Markdown source</source>
        <translation>Markdown ソース</translation>
    </message>
    <message>
        <source>No suggestions</source>
        <translation>候補はありません</translation>
    </message>
    <message>
        <source>Add “%1” to dictionary</source>
        <translation>「%1」を辞書に追加</translation>
    </message>
    <message>
        <source>The model was unsure of this text (F8: next, Ctrl+Return: accept)</source>
        <translation>モデルはこのテキストに自信がありません（F8: 次へ、Ctrl+Return: 承認）</translation>
    </message>
    <message>
        <source>This page is being read. You can edit it once it is done, or cancel its recognition.</source>
        <translation>このページは読み取り中です。完了後に編集するか、認識をキャンセルしてください。</translation>
    </message>
    <message>
        <source>More suggestions</source>
        <translation>その他の候補</translation>
    </message>
</context>
<context>
    <name>folio::ScreenPortal</name>
    <message>
        <source>there is no session bus to reach the desktop portal</source>
        <translation>デスクトップポータルに接続するセッションバスがありません</translation>
    </message>
    <message>
        <source>the desktop portal refused the screenshot: %1</source>
        <translation>デスクトップポータルがスクリーンショットを拒否しました: %1</translation>
    </message>
    <message>
        <source>the desktop portal could not take the screenshot</source>
        <translation>デスクトップポータルがスクリーンショットを撮れませんでした</translation>
    </message>
    <message>
        <source>the desktop portal gave no screenshot file (%1)</source>
        <translation>デスクトップポータルからスクリーンショットのファイルが返されませんでした (%1)</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Folio: turn scans and PDFs into Markdown and Word with LightOnOCR.</source>
        <translation>Folio: LightOnOCR でスキャンや PDF を Markdown や Word に変換します。</translation>
    </message>
    <message>
        <source>Images or PDFs to open.</source>
        <translation>開く画像または PDF。</translation>
    </message>
    <message>
        <source>Verbs (no display needed):
  %1 ocr FILES... -o DIR   recognize images and PDFs into Markdown, Word, ODT, EPUB, HTML, text or JSON
  %1 watch IN OUT          recognize the files that appear in a folder, until stopped
  %1 serve --model DIR     serve the engine as an OpenAI-compatible server
`%1 ocr --help`, `%1 watch --help` and `%1 serve --help` list their options.</source>
        <translation>サブコマンド（ディスプレイ不要）:
  %1 ocr FILES... -o DIR   画像と PDF を認識して Markdown、Word、ODT、EPUB、HTML、テキスト、JSON に変換
  %1 watch IN OUT          フォルダーに現れるファイルを停止するまで認識
  %1 serve --model DIR     エンジンを OpenAI 互換サーバーとして提供
`%1 ocr --help`、`%1 watch --help`、`%1 serve --help` でそれぞれのオプションを表示します。</translation>
    </message>
</context>
</TS>
