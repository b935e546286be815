<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>InterfaceLanguageMenu</name>
    <message>
        <source>Interface &amp;language</source>
        <translation>界面语言(&amp;L)</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>The interface language changes when Folio starts next.</source>
        <translation>界面语言将在下次启动 Folio 时更改。</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>not recognized</source>
        <translation>未识别</translation>
    </message>
    <message>
        <source>queued</source>
        <translation>排队中</translation>
    </message>
    <message>
        <source>done</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>字符串</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true 或 false</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>数组</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>%1: field “%2” must be %3</source>
        <translation>%1：字段“%2”必须是%3</translation>
    </message>
    <message>
        <source> block %1</source>
        <translation> 块 %1</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>必须是对象</translation>
    </message>
    <message>
        <source>field “box” must hold 4 numbers x1 &lt; x2, y1 &lt; y2 within 0..1000</source>
        <translation>字段“box”必须包含 4 个数字 x1 &lt; x2、y1 &lt; y2，范围为 0..1000</translation>
    </message>
    <message>
        <source> low-confidence span %1</source>
        <translation> 低置信度片段 %1</translation>
    </message>
    <message>
        <source>fields “start” and “length” must lie within the edited text (%1 characters)</source>
        <translation>字段“start”和“length”必须位于编辑后的文本范围内（%1 个字符）</translation>
    </message>
    <message>
        <source>field “probability” must lie within 0..1</source>
        <translation>字段“probability”必须在 0..1 之间</translation>
    </message>
    <message>
        <source>page %1</source>
        <translation>第 %1 页</translation>
    </message>
    <message>
        <source>%1: must be an object</source>
        <translation>%1：必须是对象</translation>
    </message>
    <message>
        <source>field “id” is not a UUID: %1</source>
        <translation>字段“id”不是 UUID：%1</translation>
    </message>
    <message>
        <source>field “pageIndex” is negative</source>
        <translation>字段“pageIndex”为负数</translation>
    </message>
    <message>
        <source>field “state” has an unknown value “%1”</source>
        <translation>字段“state”的值“%1”未知</translation>
    </message>
    <message>
        <source>field “rotation” must be 0, 90, 180 or 270, not %1</source>
        <translation>字段“rotation”必须是 0、90、180 或 270，而不是 %1</translation>
    </message>
    <message>
        <source>field “cut” has an unknown value “%1”</source>
        <translation>字段“cut”的值“%1”未知</translation>
    </message>
    <message>
        <source> region %1</source>
        <translation> 区域 %1</translation>
    </message>
    <message>
        <source>field “rect” must hold 4 numbers [x, y, width, height]</source>
        <translation>字段“rect”必须包含 4 个数字 [x, y, 宽度, 高度]</translation>
    </message>
    <message>
        <source>Cannot open project “%1”: %2</source>
        <translation>无法打开项目“%1”：%2</translation>
    </message>
    <message>
        <source>the file is damaged or not a project (JSON error at line %1: %2)</source>
        <translation>文件已损坏或不是项目（第 %1 行 JSON 错误：%2）</translation>
    </message>
    <message>
        <source>not a Folio project (the top level is not an object)</source>
        <translation>不是 Folio 项目（顶层不是对象）</translation>
    </message>
    <message>
        <source>not a Folio project (field “format” is not “%1”)</source>
        <translation>不是 Folio 项目（字段“format”不是“%1”）</translation>
    </message>
    <message>
        <source>field “formatVersion” is missing or not a number</source>
        <translation>字段“formatVersion”缺失或不是数字</translation>
    </message>
    <message>
        <source>it was saved by a newer Folio (format version %1; this Folio reads versions 1 to %2). Update Folio to open it.</source>
        <translation>它由更新版本的 Folio 保存（格式版本 %1；此版本 Folio 可读取版本 1 至 %2）。请更新 Folio 后再打开。</translation>
    </message>
    <message>
        <source>format version %1 is not a released format (the first is 1)</source>
        <translation>格式版本 %1 不是已发布的格式（第一个版本为 1）</translation>
    </message>
    <message>
        <source>project</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>field “pages” is missing</source>
        <translation>字段“pages”缺失</translation>
    </message>
    <message>
        <source>Cannot write “%1”: %2</source>
        <translation>无法写入“%1”：%2</translation>
    </message>
    <message>
        <source>page %1 (%2)</source>
        <translation>第 %1 页（%2）</translation>
    </message>
    <message>
        <source>“%1” already exists; it is replaced only when you confirm overwriting it</source>
        <translation>“%1”已存在；只有在您确认覆盖后才会替换它</translation>
    </message>
    <message>
        <source>pandoc was not found (“%1” could not be started: %2). Install pandoc to export Word, OpenDocument and EPUB files.</source>
        <translation>找不到 pandoc（无法启动“%1”：%2）。请安装 pandoc 以导出 Word、OpenDocument 和 EPUB 文件。</translation>
    </message>
    <message>
        <source>“%1 --version” failed: %2</source>
        <translation>“%1 --version”失败：%2</translation>
    </message>
    <message>
        <source>Nothing to export: no pages were selected</source>
        <translation>没有可导出的内容：未选择任何页面</translation>
    </message>
    <message>
        <source>No output file was chosen</source>
        <translation>未选择输出文件</translation>
    </message>
    <message>
        <source>KaTeX was not found in “%1”: formulas are shown as TeX source</source>
        <translation>在“%1”中找不到 KaTeX：公式将显示为 TeX 源码</translation>
    </message>
    <message>
        <source>%1: no page image to export (%2: %3)</source>
        <translation>%1：没有可导出的页面图像（%2：%3）</translation>
    </message>
    <message>
        <source>Cannot create a temporary folder for the %1 export: %2</source>
        <translation>无法为 %1 导出创建临时文件夹：%2</translation>
    </message>
    <message>
        <source>The %1 export&apos;s temporary files: %2</source>
        <translation>%1 导出的临时文件：%2</translation>
    </message>
    <message>
        <source>pandoc did not finish the %1 export of “%2” (%3)</source>
        <translation>pandoc 未完成“%2”的 %1 导出（%3）</translation>
    </message>
    <message>
        <source>pandoc failed to write the %1 file “%2” (exit code %3): %4</source>
        <translation>pandoc 无法写入 %1 文件“%2”（退出代码 %3）：%4</translation>
    </message>
    <message>
        <source>no message</source>
        <translation>无消息</translation>
    </message>
    <message>
        <source>pandoc reported success but wrote no %1 file for “%2”: %3</source>
        <translation>pandoc 报告成功，但未为“%2”写入 %1 文件：%3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Cannot make the PDF “%1”: %2</source>
        <translation>无法生成 PDF“%1”：%2</translation>
    </message>
    <message>
        <source>the image is %1x%2 pixels, more than the limit of %3 pixels</source>
        <translation>图像为 %1x%2 像素，超过了 %3 像素的上限</translation>
    </message>
    <message>
        <source>cannot be decoded (%1)</source>
        <translation>无法解码（%1）</translation>
    </message>
    <message>
        <source>not an image in a known format (PNG, JPEG, WebP, TIFF, BMP, ...)</source>
        <translation>不是已知格式的图像（PNG、JPEG、WebP、TIFF、BMP 等）</translation>
    </message>
    <message>
        <source>cannot be read (%1)</source>
        <translation>无法读取（%1）</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>文件为空</translation>
    </message>
    <message>
        <source>not a readable image (%1)</source>
        <translation>不是可读的图像（%1）</translation>
    </message>
    <message>
        <source>%1: claims %2 pages, more than the limit of %3</source>
        <translation>%1：声明有 %2 页，超过了 %3 页的上限</translation>
    </message>
    <message>
        <source>%1: page %2: %3</source>
        <translation>%1：第 %2 页：%3</translation>
    </message>
    <message>
        <source>%1: cannot read the file (%2)</source>
        <translation>%1：无法读取文件（%2）</translation>
    </message>
    <message>
        <source>not a file</source>
        <translation>不是文件</translation>
    </message>
    <message>
        <source>no page image</source>
        <translation>无页面图像</translation>
    </message>
    <message>
        <source>the page could not be converted for orientation detection</source>
        <translation>无法转换页面以检测方向</translation>
    </message>
    <message>
        <source>Tesseract&apos;s orientation data (osd.traineddata) is not installed</source>
        <translation>未安装 Tesseract 的方向数据（osd.traineddata）</translation>
    </message>
    <message>
        <source>too little text to tell the page&apos;s orientation</source>
        <translation>文字太少，无法判断页面方向</translation>
    </message>
    <message>
        <source>page %1 could not be rendered: %2</source>
        <translation>无法渲染第 %1 页：%2</translation>
    </message>
    <message>
        <source>the renderer gave no answer</source>
        <translation>渲染器没有响应</translation>
    </message>
    <message>
        <source>the renderer&apos;s answer is damaged</source>
        <translation>渲染器的响应已损坏</translation>
    </message>
    <message>
        <source>the page renderer %1 is not installed beside the program</source>
        <translation>页面渲染器 %1 未安装在程序旁边</translation>
    </message>
    <message>
        <source>the page renderer did not start (%1)</source>
        <translation>页面渲染器未能启动（%1）</translation>
    </message>
    <message>
        <source>rendering took longer than %1 s and was stopped (a damaged or hostile page, e.g. a decompression bomb)</source>
        <translation>渲染超过 %1 秒，已停止（页面损坏或含恶意内容，例如解压缩炸弹）</translation>
    </message>
    <message>
        <source>the renderer stopped: the page needs more than %1 MiB of memory or is damaged</source>
        <translation>渲染器已停止：页面需要超过 %1 MiB 内存或已损坏</translation>
    </message>
    <message>
        <source>%1: has no pages</source>
        <translation>%1：没有页面</translation>
    </message>
    <message>
        <source>the document has no pages</source>
        <translation>文档没有页面</translation>
    </message>
    <message>
        <source>claims %1 pages, more than the limit of %2</source>
        <translation>声明有 %1 页，超过了 %2 页的上限</translation>
    </message>
    <message>
        <source>%1: page %2 no longer exists</source>
        <translation>%1：第 %2 页已不存在</translation>
    </message>
    <message>
        <source>%1: page %2 not found</source>
        <translation>%1：找不到第 %2 页</translation>
    </message>
    <message>
        <source>not a readable PDF (damaged or not a PDF)</source>
        <translation>不是可读的 PDF（已损坏或不是 PDF）</translation>
    </message>
    <message>
        <source>the PDF is encrypted: it needs a password</source>
        <translation>PDF 已加密：需要密码</translation>
    </message>
    <message>
        <source>wrong password for the encrypted PDF</source>
        <translation>加密 PDF 的密码错误</translation>
    </message>
    <message>
        <source>page %1 cannot be read (damaged page tree)</source>
        <translation>无法读取第 %1 页（页面树已损坏）</translation>
    </message>
    <message>
        <source>page %1 has an implausible size (%2 x %3 pt)</source>
        <translation>第 %1 页的尺寸不合理（%2 x %3 pt）</translation>
    </message>
    <message>
        <source>page %1 would be too large to render</source>
        <translation>第 %1 页过大，无法渲染</translation>
    </message>
    <message>
        <source>page %1 cannot be rendered</source>
        <translation>无法渲染第 %1 页</translation>
    </message>
    <message>
        <source>page %1 cannot be rendered (out of memory)</source>
        <translation>无法渲染第 %1 页（内存不足）</translation>
    </message>
    <message>
        <source>%1: cannot read the downloaded file</source>
        <translation>%1：无法读取下载的文件</translation>
    </message>
    <message>
        <source>%1: size is %2 bytes, expected %3</source>
        <translation>%1：大小为 %2 字节，应为 %3</translation>
    </message>
    <message>
        <source>%1: checksum mismatch (got %2, expected %3)</source>
        <translation>%1：校验和不匹配（实际 %2，应为 %3）</translation>
    </message>
    <message>
        <source>LightOnOCR-%1</source>
        <translation>LightOnOCR-%1</translation>
    </message>
    <message>
        <source>unknown LightOnOCR generation</source>
        <translation>未知的 LightOnOCR 版本</translation>
    </message>
    <message>
        <source>%1: plain text and layout with boxes (grounding)</source>
        <translation>%1：纯文本及带框的版面（grounding）</translation>
    </message>
    <message>
        <source>%1: plain text (no layout boxes)</source>
        <translation>%1：纯文本（无版面框）</translation>
    </message>
    <message>
        <source>%1 has no grounding mode: layout boxes need a LightOnOCR-3 model. Use plain mode, or choose LightOnOCR-3-1B.</source>
        <translation>%1 没有 grounding 模式：版面框需要 LightOnOCR-3 模型。请使用纯文本模式，或选择 LightOnOCR-3-1B。</translation>
    </message>
    <message>
        <source>Folio cannot tell which LightOnOCR generation “%1” is, so it offers plain mode only: grounding needs a LightOnOCR-3 model, named as such in its folder or its config.json.</source>
        <translation>Folio 无法判断“%1”属于哪个 LightOnOCR 版本，因此仅提供纯文本模式：grounding 需要 LightOnOCR-3 模型，且其文件夹名或 config.json 中须注明。</translation>
    </message>
    <message>
        <source>document</source>
        <translation>文档</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>Markdown, one file per page (*.md)</source>
        <translation>Markdown，每页一个文件 (*.md)</translation>
    </message>
    <message>
        <source>Word document (*.docx)</source>
        <translation>Word 文档 (*.docx)</translation>
    </message>
    <message>
        <source>OpenDocument text (*.odt)</source>
        <translation>OpenDocument 文本 (*.odt)</translation>
    </message>
    <message>
        <source>EPUB e-book (*.epub)</source>
        <translation>EPUB 电子书 (*.epub)</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>网页 (*.html)</translation>
    </message>
    <message>
        <source>Plain text (*.txt)</source>
        <translation>纯文本 (*.txt)</translation>
    </message>
    <message>
        <source>Searchable PDF, text positions approximate (*.pdf)</source>
        <translation>可搜索 PDF，文本位置为近似值 (*.pdf)</translation>
    </message>
    <message>
        <source>Searchable PDF (*.pdf)</source>
        <translation>可搜索 PDF (*.pdf)</translation>
    </message>
    <message>
        <source>hOCR (*.hocr)</source>
        <translation>hOCR (*.hocr)</translation>
    </message>
    <message>
        <source>Layout blocks, JSON (*.json)</source>
        <translation>版面块，JSON (*.json)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>“%1” already exists. Replace it?</source>
        <translation>“%1”已存在。要替换它吗？</translation>
    </message>
    <message>
        <source>Exporting to %1…</source>
        <translation>正在导出到 %1…</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>已导出 %1</translation>
    </message>
    <message>
        <source> (text positions are approximate on pages recognized without layout)</source>
        <translation> （在未进行版面识别的页面上，文本位置为近似值）</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>reading</source>
        <translation>读取中</translation>
    </message>
    <message>
        <source>%1: page %2 cannot be reached</source>
        <translation>%1：无法读取到第 %2 页</translation>
    </message>
    <message>
        <source>unfinished import %1</source>
        <translation>未完成的导入 %1</translation>
    </message>
    <message>
        <source>field “absolutePath” is missing</source>
        <translation>缺少字段“absolutePath”</translation>
    </message>
    <message>
        <source>field “nextPage” must lie within 0..%1</source>
        <translation>字段“nextPage”必须在 0..%1 之内</translation>
    </message>
    <message>
        <source>field “pageCount” must be at least 1</source>
        <translation>字段“pageCount”必须至少为 1</translation>
    </message>
    <message>
        <source>the page image is not available</source>
        <translation>页面图像不可用</translation>
    </message>
    <message>
        <source>the page image cannot be read back (%1)</source>
        <translation>无法读回页面图像（%1）</translation>
    </message>
    <message numerus="yes">
        <source>%n of the %1 pages have no text yet (not recognized, or still being read): the export leaves them empty. Export anyway?</source>
        <translation>
            <numerusform>%1 页中有 %n 页还没有文本（未识别或仍在读取）：导出时这些页为空。仍要导出吗？</numerusform>
        </translation>
    </message>
    <message>
        <source>Export anyway</source>
        <translation>仍然导出</translation>
    </message>
    <message>
        <source>“%1” is a file of this project (its scan, or the project itself): an export never replaces it. Choose another name.</source>
        <translation>“%1”是此项目的文件（它的扫描文件或项目本身）：导出绝不会替换它。请选择其他名称。</translation>
    </message>
    <message>
        <source>cannot read the file (not a file)</source>
        <translation>无法读取文件（不是文件）</translation>
    </message>
    <message>
        <source>%1: cannot read the file (not a file)</source>
        <translation>%1：无法读取文件（不是文件）</translation>
    </message>
    <message>
        <source>it is no longer there</source>
        <translation>该文件已不在原处</translation>
    </message>
    <message numerus="yes">
        <source>Exported %1 and %n more files</source>
        <translation>
            <numerusform>已导出 %1 及另外 %n 个文件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (with %n figures)</source>
        <translation>
            <numerusform>（含 %n 张图）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>None of the %n page files was written.</source>
        <translation>
            <numerusform>%n 个页面文件均未写入。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of the %n page files were written.</source>
        <translation>
            <numerusform>%n 个页面文件中已写入 %1 个。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n files of this export already exist (%1). Replace them?</source>
        <translation>
            <numerusform>此导出的 %n 个文件已存在（%1）。要替换吗？</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation>未知错误</translation>
    </message>
    <message>
        <source>pandoc wrote a damaged %1 file for “%2”: %3</source>
        <translation>pandoc 为“%2”写入了损坏的 %1 文件：%3</translation>
    </message>
    <message>
        <source>left as they were, from an earlier export of more pages: %1</source>
        <translation>保留原样，来自之前页数更多的导出：%1</translation>
    </message>
</context>
<context>
    <name>SystemError</name>
    <message>
        <source>No space left on device</source>
        <translation>设备上没有剩余空间</translation>
    </message>
    <message>
        <source>Read-only file system</source>
        <translation>只读文件系统</translation>
    </message>
    <message>
        <source>Permission denied</source>
        <translation>权限不够</translation>
    </message>
    <message>
        <source>Operation not permitted</source>
        <translation>不允许的操作</translation>
    </message>
    <message>
        <source>No such file or directory</source>
        <translation>没有那个文件或目录</translation>
    </message>
    <message>
        <source>Disk quota exceeded</source>
        <translation>超出磁盘限额</translation>
    </message>
    <message>
        <source>Input/output error</source>
        <translation>输入/输出错误</translation>
    </message>
    <message>
        <source>File name too long</source>
        <translation>文件名过长</translation>
    </message>
    <message>
        <source>Is a directory</source>
        <translation>是一个目录</translation>
    </message>
</context>
<context>
    <name>folio::FindReplaceBar</name>
    <message>
        <source>Match case</source>
        <translation>区分大小写</translation>
    </message>
    <message>
        <source>Find</source>
        <translation>查找</translation>
    </message>
    <message>
        <source>Replace with</source>
        <translation>替换为</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>下一个</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>上一个</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>替换</translation>
    </message>
    <message>
        <source>Replace all</source>
        <translation>全部替换</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Wrapped</source>
        <translation>已从头开始</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>未找到</translation>
    </message>
    <message numerus="yes">
        <source>%n replaced</source>
        <translation>
            <numerusform>已替换 %n 处</numerusform>
        </translation>
    </message>
    <message>
        <source>Whole words</source>
        <translation>全字匹配</translation>
    </message>
    <message>
        <source>All pages</source>
        <translation>所有页面</translation>
    </message>
    <message>
        <source>Undo replace all</source>
        <translation>撤销全部替换</translation>
    </message>
    <message>
        <source>Find and replace in every page, not only the one shown</source>
        <translation>在所有页面中查找和替换，而不仅是当前显示的页面</translation>
    </message>
    <message>
        <source>Wrapped to page %1</source>
        <translation>已从头开始，第 %1 页</translation>
    </message>
    <message>
        <source>Page %1</source>
        <translation>第 %1 页</translation>
    </message>
    <message numerus="yes">
        <source>%n replaced on %1</source>
        <translation>
            <numerusform>在%1中替换了 %n 处</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pages being read were left as they are.</source>
        <translation>
            <numerusform>正在识别的 %n 页保持不变。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Replacement undone on %n pages</source>
        <translation>
            <numerusform>已在 %n 页上撤销替换</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pages</source>
        <translation>
            <numerusform>%n 页</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n matches on this page</source>
        <translation>
            <numerusform>本页有 %n 处匹配</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n matches on %1</source>
        <translation>
            <numerusform>%1中有 %n 处匹配</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Changed since, %n page(s) kept the replacement (%1); Edit › Undo on such a page takes it back.</source>
        <translation>
            <numerusform>此后已更改的 %n 个页面保留了替换（%1）；在该页面上使用“编辑 › 撤销”可撤回。</numerusform>
        </translation>
    </message>
    <message>
        <source>page %1</source>
        <translation>第 %1 页</translation>
    </message>
    <message>
        <source>pages %1</source>
        <translation>第 %1 页</translation>
    </message>
</context>
<context>
    <name>folio::JobQueue</name>
    <message>
        <source>the page image is not available</source>
        <translation>页面图像不可用</translation>
    </message>
    <message>
        <source>The region lies outside the page.</source>
        <translation>该区域位于页面之外。</translation>
    </message>
    <message>
        <source>No OCR model is loaded. Choose a model folder or download the model first.</source>
        <translation>未加载 OCR 模型。请先选择模型文件夹或下载模型。</translation>
    </message>
    <message>
        <source>stopped at the token limit</source>
        <translation>已达到 token 上限而停止</translation>
    </message>
    <message>
        <source>stopped: the text kept repeating itself</source>
        <translation>已停止：文本不断重复</translation>
    </message>
    <message>
        <source>partial text: cancelled after %1 tokens</source>
        <translation>部分文本：在 %1 个 token 后取消</translation>
    </message>
    <message>
        <source>The region is too small to read (%1 × %2 pixels). Draw it around the words.</source>
        <translation>区域太小，无法识别（%1 × %2 像素）。请围绕文字绘制。</translation>
    </message>
    <message>
        <source>reading it again failed (%1): the text is from the earlier reading</source>
        <translation>重新读取失败（%1）：文本来自之前的读取</translation>
    </message>
</context>
<context>
    <name>folio::LanguageButton</name>
    <message>
        <source>Chinese</source>
        <translation>中文</translation>
    </message>
    <message>
        <source>English</source>
        <translation>英语</translation>
    </message>
    <message>
        <source>Japanese</source>
        <translation>日语</translation>
    </message>
    <message>
        <source>French</source>
        <translation>法语</translation>
    </message>
    <message>
        <source>German</source>
        <translation>德语</translation>
    </message>
    <message>
        <source>Spanish</source>
        <translation>西班牙语</translation>
    </message>
    <message>
        <source>Italian</source>
        <translation>意大利语</translation>
    </message>
    <message>
        <source>Dutch</source>
        <translation>荷兰语</translation>
    </message>
    <message>
        <source>Portuguese</source>
        <translation>葡萄牙语</translation>
    </message>
    <message>
        <source>Swedish</source>
        <translation>瑞典语</translation>
    </message>
    <message>
        <source>Danish</source>
        <translation>丹麦语</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>Languages of the document: constrain recognition and choose spell-checking dictionaries</source>
        <translation>文档语言：限制识别范围并选择拼写检查词典</translation>
    </message>
    <message>
        <source>Languages: automatic</source>
        <translation>语言：自动</translation>
    </message>
    <message>
        <source>Languages: %1</source>
        <translation>语言：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n selected</source>
        <translation>
            <numerusform>已选 %n 种</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>folio::LayoutController</name>
    <message>
        <source>Show &amp;layout boxes</source>
        <translation>显示版面框(&amp;L)</translation>
    </message>
    <message>
        <source>Recognize &amp;block again</source>
        <translation>重新识别块(&amp;B)</translation>
    </message>
    <message>
        <source>Plain text</source>
        <translation>纯文本</translation>
    </message>
    <message>
        <source>Text and layout</source>
        <translation>文本和版面</translation>
    </message>
    <message>
        <source>Recognition mode</source>
        <translation>识别模式</translation>
    </message>
    <message>
        <source>Recognize the highlighted layout block on its own, inside its box</source>
        <translation>在框内单独识别高亮显示的版面块</translation>
    </message>
</context>
<context>
    <name>folio::LocalEngineBackend</name>
    <message>
        <source>the model could not be opened</source>
        <translation>无法打开模型</translation>
    </message>
    <message>
        <source>local engine (%1) with %2</source>
        <translation>本地引擎（%1），使用 %2</translation>
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
        <translation>未加载模型</translation>
    </message>
    <message>
        <source>%1: %2 weights, %3 KV cache</source>
        <translation>%1：%2 权重，%3 KV 缓存</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n threads</source>
        <translation>
            <numerusform>%1，%n 个线程</numerusform>
        </translation>
    </message>
    <message>
        <source>no model folder is chosen</source>
        <translation>尚未选择模型文件夹</translation>
    </message>
    <message>
        <source>%1 is gone (moved, deleted, or on a drive that is not mounted)</source>
        <translation>%1 已不存在（被移动、删除，或所在驱动器未挂载）</translation>
    </message>
    <message>
        <source>%1 is not a folder</source>
        <translation>%1 不是文件夹</translation>
    </message>
    <message>
        <source>the weights (*.safetensors)</source>
        <translation>权重文件（*.safetensors）</translation>
    </message>
    <message>
        <source>%1 lacks %2</source>
        <translation>%1 缺少 %2</translation>
    </message>
    <message>
        <source>%1 cannot be read (permission denied)</source>
        <translation>无法读取 %1（权限被拒绝）</translation>
    </message>
</context>
<context>
    <name>folio::MainWindow</name>
    <message>
        <source>Password needed</source>
        <translation>需要密码</translation>
    </message>
    <message>
        <source>The password did not open %1. Try again:</source>
        <translation>密码无法打开 %1。请重试：</translation>
    </message>
    <message>
        <source>%1 is encrypted. Password:</source>
        <translation>%1 已加密。密码：</translation>
    </message>
    <message>
        <source>Save project</source>
        <translation>保存项目</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>Folio projects (*.folio)</source>
        <translation>Folio 项目 (*.folio)</translation>
    </message>
    <message>
        <source>Importing: %1 of %2 files</source>
        <translation>正在导入：第 %1 个文件，共 %2 个</translation>
    </message>
    <message>
        <source>Choose model folder…</source>
        <translation>选择模型文件夹…</translation>
    </message>
    <message>
        <source>Download a model</source>
        <translation>下载模型</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New project</source>
        <translation>新建项目(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>Open scans or PDFs</source>
        <translation>打开扫描件或 PDF</translation>
    </message>
    <message>
        <source>Documents (*.pdf *.png *.jpg *.jpeg *.tif *.tiff *.webp *.bmp);;All files (*)</source>
        <translation>文档 (*.pdf *.png *.jpg *.jpeg *.tif *.tiff *.webp *.bmp);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Open &amp;folder…</source>
        <translation>打开文件夹(&amp;F)…</translation>
    </message>
    <message>
        <source>Open a folder of scans</source>
        <translation>打开扫描件文件夹</translation>
    </message>
    <message>
        <source>Open &amp;project…</source>
        <translation>打开项目(&amp;P)…</translation>
    </message>
    <message>
        <source>Open project</source>
        <translation>打开项目</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save project</source>
        <translation>保存项目(&amp;S)</translation>
    </message>
    <message>
        <source>Save project &amp;as…</source>
        <translation>项目另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>导出(&amp;E)…</translation>
    </message>
    <message>
        <source>Clean-ups on e&amp;xport</source>
        <translation>导出时清理(&amp;X)</translation>
    </message>
    <message>
        <source>Page &amp;markers in Markdown and text exports</source>
        <translation>在 Markdown 和文本导出中添加页面标记(&amp;M)</translation>
    </message>
    <message>
        <source>Writes a comment naming the page and its source file before each page</source>
        <translation>在每页之前写入一条注释，注明页面及其源文件</translation>
    </message>
    <message>
        <source>&amp;Close project</source>
        <translation>关闭项目(&amp;C)</translation>
    </message>
    <message>
        <source>Pr&amp;eferences…</source>
        <translation>首选项(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Re&amp;vert page to recognized text</source>
        <translation>将页面恢复为识别文本(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Find / Replace…</source>
        <translation>查找/替换(&amp;F)…</translation>
    </message>
    <message>
        <source>&amp;Next low-confidence text</source>
        <translation>下一处低置信度文本(&amp;N)</translation>
    </message>
    <message>
        <source>P&amp;revious low-confidence text</source>
        <translation>上一处低置信度文本(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Accept low-confidence text</source>
        <translation>接受低置信度文本(&amp;A)</translation>
    </message>
    <message>
        <source>Copy as &amp;Markdown</source>
        <translation>复制为 Markdown(&amp;M)</translation>
    </message>
    <message>
        <source>Copy as &amp;rich text</source>
        <translation>复制为富文本(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Delete selected pages</source>
        <translation>删除所选页面(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <source>Fit &amp;width</source>
        <translation>适合宽度(&amp;W)</translation>
    </message>
    <message>
        <source>Fit &amp;page</source>
        <translation>适合页面(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Actual size (1:1)</source>
        <translation>实际大小 (1:1)(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Page</source>
        <translation>页面(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Recognize</source>
        <translation>识别(&amp;R)</translation>
    </message>
    <message>
        <source>Recognize &amp;page</source>
        <translation>识别页面(&amp;P)</translation>
    </message>
    <message>
        <source>Recognize &amp;selected pages</source>
        <translation>识别所选页面(&amp;S)</translation>
    </message>
    <message>
        <source>Recognize &amp;all pages</source>
        <translation>识别所有页面(&amp;A)</translation>
    </message>
    <message>
        <source>Recognize &amp;region</source>
        <translation>识别区域(&amp;R)</translation>
    </message>
    <message>
        <source>Retry with a repetition &amp;penalty</source>
        <translation>使用重复惩罚重试(&amp;P)</translation>
    </message>
    <message>
        <source>Recognizes again the selected pages whose text looped or stopped at the token limit, discouraging the model from repeating itself</source>
        <translation>重新识别所选页面中文本陷入循环或达到 token 上限而停止的页面，并抑制模型重复</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Folio</source>
        <translation>关于 Folio(&amp;A)</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <source>Some files could not be opened</source>
        <translation>部分文件无法打开</translation>
    </message>
    <message>
        <source>The untitled project</source>
        <translation>未命名项目</translation>
    </message>
    <message>
        <source>Save changes?</source>
        <translation>保存更改？</translation>
    </message>
    <message>
        <source>%1 has changes that are not saved. Save them before going on?</source>
        <translation>%1 有未保存的更改。继续之前要保存吗？</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Discard changes</source>
        <translation>放弃更改</translation>
    </message>
    <message>
        <source>No recent projects</source>
        <translation>无最近项目</translation>
    </message>
    <message>
        <source>&amp;Clear list</source>
        <translation>清除列表(&amp;C)</translation>
    </message>
    <message>
        <source>%1 (recovered)</source>
        <translation>%1（已恢复）</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>恢复</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>放弃</translation>
    </message>
    <message>
        <source>Show both</source>
        <translation>两者都显示</translation>
    </message>
    <message>
        <source>Recover unsaved work</source>
        <translation>恢复未保存的工作</translation>
    </message>
    <message>
        <source>Ready: %1</source>
        <translation>就绪：%1</translation>
    </message>
    <message>
        <source>Model loaded</source>
        <translation>模型已加载</translation>
    </message>
    <message>
        <source>The model could not be loaded: %1</source>
        <translation>无法加载模型：%1</translation>
    </message>
    <message>
        <source>Loading the model from %1…</source>
        <translation>正在从 %1 加载模型…</translation>
    </message>
    <message>
        <source>&lt;b&gt;No OCR model installed.&lt;/b&gt; Folio needs LightOnOCR-2-1B or LightOnOCR-3-1B (about 2 GB; the 3 also finds where each block sits on the page) to read pages. Choose a folder that holds one, or download it from Hugging Face.</source>
        <translation>&lt;b&gt;未安装 OCR 模型。&lt;/b&gt;Folio 需要 LightOnOCR-2-1B 或 LightOnOCR-3-1B（约 2 GB；LightOnOCR-3 还能找出每个块在页面上的位置）来读取页面。请选择包含其中之一的文件夹，或从 Hugging Face 下载。</translation>
    </message>
    <message>
        <source>Page %1 has edits of yours. Recognizing it again replaces its text; Edit › Undo brings your text back.</source>
        <translation>第 %1 页有您的编辑。重新识别会替换其文本；“编辑 › 撤销”可恢复您的文本。</translation>
    </message>
    <message>
        <source>Pages %1 have edits of yours. Recognizing them again replaces their text; Edit › Undo brings your text back, page by page.</source>
        <translation>第 %1 页有您的编辑。重新识别会替换其文本；“编辑 › 撤销”可逐页恢复您的文本。</translation>
    </message>
    <message>
        <source>Replace your edits?</source>
        <translation>替换您的编辑？</translation>
    </message>
    <message>
        <source>Recognize again</source>
        <translation>重新识别</translation>
    </message>
    <message>
        <source>Only pages not done (%1)</source>
        <translation>仅未完成的页面（%1）</translation>
    </message>
    <message>
        <source>All pages</source>
        <translation>所有页面</translation>
    </message>
    <message>
        <source>Recognize all pages</source>
        <translation>识别所有页面</translation>
    </message>
    <message>
        <source>no model loaded</source>
        <translation>未加载模型</translation>
    </message>
    <message>
        <source>About Folio</source>
        <translation>关于 Folio</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Folio %1&lt;/h3&gt;&lt;p&gt;Turns scans and PDFs into Markdown and Word with the LightOnOCR vision-language model, on your own GPU or CPU.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Model:&lt;/b&gt; %2&lt;br&gt;&lt;b&gt;Device:&lt;/b&gt; %3&lt;br&gt;&lt;b&gt;Engine:&lt;/b&gt; %4&lt;/p&gt;&lt;p&gt;Folio is free software. It uses Qt %5 (LGPL 3), Poppler (GPL 2), md4c (MIT), KaTeX (MIT), Hunspell (MPL/LGPL/GPL), pandoc (GPL 2, run as a separate program) and libtorch (BSD). LightOnOCR-2-1B is released by LightOn under the Apache 2.0 license.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Folio %1&lt;/h3&gt;&lt;p&gt;使用 LightOnOCR 视觉语言模型，在您自己的 GPU 或 CPU 上将扫描件和 PDF 转换为 Markdown 和 Word。&lt;/p&gt;&lt;p&gt;&lt;b&gt;模型：&lt;/b&gt;%2&lt;br&gt;&lt;b&gt;设备：&lt;/b&gt;%3&lt;br&gt;&lt;b&gt;引擎：&lt;/b&gt;%4&lt;/p&gt;&lt;p&gt;Folio 是自由软件。它使用 Qt %5（LGPL 3）、Poppler（GPL 2）、md4c（MIT）、KaTeX（MIT）、Hunspell（MPL/LGPL/GPL）、pandoc（GPL 2，作为独立程序运行）和 libtorch（BSD）。LightOnOCR-2-1B 由 LightOn 以 Apache 2.0 许可证发布。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>none chosen</source>
        <translation>未选择</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>首选项</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关</translation>
    </message>
    <message>
        <source>Text the model recognized with a probability below this is underlined in the editor (F8 goes to the next). A lower value hides marks at once; a higher one marks more on pages recognized from then on.</source>
        <translation>模型识别概率低于此值的文本会在编辑器中加下划线（F8 跳到下一处）。调低此值会立即隐藏标记；调高此值则会在之后识别的页面上标记更多文本。</translation>
    </message>
    <message>
        <source>Underline text recognized with a probability below</source>
        <translation>为识别概率低于此值的文本加下划线</translation>
    </message>
    <message>
        <source>Model, device and memory…</source>
        <translation>模型、设备和内存…</translation>
    </message>
    <message>
        <source>Recognition</source>
        <translation>识别</translation>
    </message>
    <message>
        <source>Interface language: View › Interface language.</source>
        <translation>界面语言：视图 › 界面语言。</translation>
    </message>
    <message>
        <source> · %1 tokens/s</source>
        <translation> · %1 词元/秒</translation>
    </message>
    <message>
        <source> · about %1 per page</source>
        <translation> · 每页约 %1</translation>
    </message>
    <message>
        <source>not loaded</source>
        <translation>未加载</translation>
    </message>
    <message>
        <source>not loaded yet</source>
        <translation>尚未加载</translation>
    </message>
    <message numerus="yes">
        <source>Recognizing %n pages takes about %1: about %2 per page, as measured on the last pages recognized (%3). You can go on working meanwhile and cancel at any time.</source>
        <translation>
            <numerusform>识别 %n 页大约需要 %1：按最近识别的页面测得，每页约 %2（%3）。在此期间您可以继续工作，并可随时取消。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Recognize %n pages</source>
        <translation>
            <numerusform>识别 %n 页</numerusform>
        </translation>
    </message>
    <message>
        <source>no local model loaded</source>
        <translation>未加载本地模型</translation>
    </message>
    <message>
        <source>The device, weight precision, KV cache precision and CPU threads the local engine runs with, every automatic choice resolved.</source>
        <translation>本地引擎运行所用的设备、权重精度、KV 缓存精度和 CPU 线程数，所有自动选项均已确定。</translation>
    </message>
    <message>
        <source>The engine runs on</source>
        <translation>引擎运行于</translation>
    </message>
    <message>
        <source> · about %1 left</source>
        <translation> · 剩余约 %1</translation>
    </message>
    <message>
        <source>Reading page %1</source>
        <translation>正在读取第 %1 页</translation>
    </message>
    <message>
        <source>Reading pages %1</source>
        <translation>正在读取第 %1 页</translation>
    </message>
    <message>
        <source>Not opened again, already in the restored project: %1</source>
        <translation>已在恢复的项目中，未再次打开：%1</translation>
    </message>
    <message>
        <source>Importing %1: page %2 of %3</source>
        <translation>正在导入 %1：第 %2 页，共 %3 页</translation>
    </message>
    <message>
        <source>Restore &amp;removed pages</source>
        <translation>恢复已删除的页面(&amp;R)</translation>
    </message>
    <message>
        <source>Restore the removed page</source>
        <translation>恢复已删除的页面</translation>
    </message>
    <message>
        <source>Restore %1 removed pages</source>
        <translation>恢复 %1 个已删除的页面</translation>
    </message>
    <message>
        <source>Removed 1 page.</source>
        <translation>已删除 1 页。</translation>
    </message>
    <message>
        <source>Removed %1 pages.</source>
        <translation>已删除 %1 页。</translation>
    </message>
    <message>
        <source>Edit › Undo in the page list, or Edit › Restore removed pages, brings them back.</source>
        <translation>在页面列表中使用 编辑 › 撤销，或 编辑 › 恢复已删除的页面，即可找回。</translation>
    </message>
    <message>
        <source>Restored 1 page.</source>
        <translation>已恢复 1 页。</translation>
    </message>
    <message>
        <source>Restored %1 pages.</source>
        <translation>已恢复 %1 页。</translation>
    </message>
    <message>
        <source>Reading the rest of %1: pages %2 to %3 were not imported before it was closed</source>
        <translation>正在读取 %1 的其余部分：第 %2 至 %3 页在关闭前尚未导入</translation>
    </message>
    <message>
        <source>Find ne&amp;xt</source>
        <translation>查找下一个(&amp;X)</translation>
    </message>
    <message>
        <source>Find previou&amp;s</source>
        <translation>查找上一个(&amp;S)</translation>
    </message>
    <message>
        <source>&lt;b&gt;The model cannot be used:&lt;/b&gt; %1. Choose the folder that holds it, or download it again.</source>
        <translation>&lt;b&gt;无法使用该模型：&lt;/b&gt;%1。请选择包含模型的文件夹，或重新下载。</translation>
    </message>
    <message>
        <source>R&amp;eplace…</source>
        <translation>替换(&amp;E)…</translation>
    </message>
    <message>
        <source>%1 is open in another Folio window: save under another name, or close it there first.</source>
        <translation>%1 已在另一个 Folio 窗口中打开：请以其他名称保存，或先在那里关闭它。</translation>
    </message>
    <message>
        <source>“%1” was changed on disk since this window opened or saved it. Saving here replaces those changes.</source>
        <translation>自本窗口打开或保存“%1”以来，它已在磁盘上被更改。在此保存将替换这些更改。</translation>
    </message>
    <message>
        <source>Save anyway</source>
        <translation>仍然保存</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>另存为…</translation>
    </message>
    <message>
        <source>“%1” is open in another Folio window. If both windows changed it, the one saved last would overwrite the other&apos;s work. Open a copy here instead?</source>
        <translation>“%1”已在另一个 Folio 窗口中打开。如果两个窗口都修改它，最后保存的窗口会覆盖另一个窗口的工作。改为在此打开一个副本？</translation>
    </message>
    <message>
        <source>Open a copy</source>
        <translation>打开副本</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1（副本）</translation>
    </message>
    <message>
        <source>&amp;Next page</source>
        <translation>下一页(&amp;N)</translation>
    </message>
    <message>
        <source>P&amp;revious page</source>
        <translation>上一页(&amp;R)</translation>
    </message>
    <message>
        <source>No low-confidence text is left</source>
        <translation>没有剩余的低置信度文本</translation>
    </message>
    <message numerus="yes">
        <source>Import stopped: the project keeps its %n page(s)</source>
        <translation>
            <numerusform>导入已停止：项目保留其 %n 页</numerusform>
        </translation>
    </message>
    <message>
        <source>Crash copy</source>
        <translation>崩溃恢复副本</translation>
    </message>
    <message>
        <source>Folio cannot keep a crash copy of your changes, so a crash would lose them: %1

Save the project (File &gt; Save As to another place if need be).</source>
        <translation>Folio 无法保存更改的崩溃恢复副本，一旦崩溃这些更改将丢失：%1

请保存项目（如有需要，用“文件 &gt; 另存为”保存到其他位置）。</translation>
    </message>
    <message>
        <source>“%1” has changes that were not saved, kept in a recovery copy (%2; the project itself was saved %3). Restore them?</source>
        <translation>“%1”有未保存的更改，保存在恢复副本中（%2；项目本身保存于 %3）。要恢复吗？</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>稍后</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>The export to “%1” is still running. Quitting now stops it, and the file is not written.</source>
        <translation>导出到“%1”仍在进行。现在退出会中止导出，文件不会被写入。</translation>
    </message>
    <message>
        <source>Quit when it is done</source>
        <translation>完成后退出</translation>
    </message>
    <message>
        <source>Quit now</source>
        <translation>立即退出</translation>
    </message>
    <message>
        <source>Recognize region</source>
        <translation>识别区域</translation>
    </message>
    <message>
        <source>You changed this region&apos;s text in the editor. Recognizing it again adds the new reading to the page beside your corrected text; Edit › Undo takes it away.</source>
        <translation>您已在编辑器中修改了此区域的文本。再次识别会把新的结果添加到页面上您修改过的文本旁边；“编辑 › 撤销”可将其移除。</translation>
    </message>
    <message>
        <source>The pages are back in their order before the move.</source>
        <translation>页面已恢复为移动前的顺序。</translation>
    </message>
    <message>
        <source>Nothing to undo in the page list; in the text, Undo takes back typing.</source>
        <translation>页面列表中没有可撤销的操作；在文本中，“撤销”可撤回输入。</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n pages</source>
        <translation>
            <numerusform>%1 / %n 页</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <translation>
            <numerusform>%n 个失败</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cancelled</source>
        <translation>
            <numerusform>%n 个已取消</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tokens</source>
        <translation>
            <numerusform>%n 个词元</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pages</source>
        <translation>
            <numerusform>%n 页</numerusform>
        </translation>
    </message>
    <message>
        <source>The model cannot be used: %1.</source>
        <translation>无法使用该模型：%1。</translation>
    </message>
    <message>
        <source>&lt;b&gt;The model could not be loaded:&lt;/b&gt; %1&lt;br&gt;Choose another model folder, or download the model again.</source>
        <translation>&lt;b&gt;无法加载模型：&lt;/b&gt;%1&lt;br&gt;请选择其他模型文件夹，或重新下载模型。</translation>
    </message>
    <message numerus="yes">
        <source> (%n with edits of yours, which recognizing again replaces; Edit › Undo brings them back)</source>
        <translation>
            <numerusform>（其中 %n 页有您的编辑，重新识别会替换它们；编辑 › 撤销可恢复）</numerusform>
        </translation>
    </message>
    <message>
        <source>Every page is recognized already%1. Recognize all of them again?</source>
        <translation>所有页面均已识别%1。要全部重新识别吗？</translation>
    </message>
    <message numerus="yes">
        <source>Pages recognized already: %1 of %n%2. Recognize only the pages not done, or all of them again?</source>
        <translation>
            <numerusform>已识别的页面：%n 页中的 %1 页%2。只识别未完成的页面，还是全部重新识别？</numerusform>
        </translation>
    </message>
    <message>
        <source>No region change to undo on this page; in the text, Undo takes back typing.</source>
        <translation>此页面没有可撤销的区域更改；在文本中，“撤销”会撤销输入。</translation>
    </message>
    <message>
        <source>No region change to redo on this page.</source>
        <translation>此页面没有可重做的区域更改。</translation>
    </message>
    <message>
        <source>Region %1 deleted; Edit › Undo in the page view brings it back.</source>
        <translation>已删除区域 %1；在页面视图中使用“编辑 › 撤销”可恢复。</translation>
    </message>
    <message>
        <source>Go to page</source>
        <translation>转到页面</translation>
    </message>
    <message>
        <source>Page (1–%1):</source>
        <translation>页面（1–%1）：</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled: %1 of %n pages read; every page keeps its text, partial readings are marked cancelled</source>
        <translation>
            <numerusform>已取消：已读取 %n 页中的 %1 页；每页都保留其文本，部分读取标记为已取消</numerusform>
        </translation>
    </message>
    <message>
        <source>Recover &amp;unsaved work…</source>
        <translation>恢复未保存的工作(&amp;U)…</translation>
    </message>
    <message>
        <source>&amp;Go to page…</source>
        <translation>转到页面(&amp;G)…</translation>
    </message>
    <message>
        <source>The changes are still in this window.</source>
        <translation>更改仍保留在此窗口中。</translation>
    </message>
    <message>
        <source>An untitled project with changes that were never saved is kept in a recovery copy (%1). Restore it?</source>
        <translation>一个从未保存更改的无标题项目保存在恢复副本中（%1）。要恢复吗？</translation>
    </message>
    <message>
        <source>“%1” has changes that were not saved, kept in a recovery copy (%2), newer than the saved project. Restore them?</source>
        <translation>“%1”有未保存的更改，保存在比已保存项目更新的恢复副本中（%2）。要恢复吗？</translation>
    </message>
    <message>
        <source>Discard unsaved work</source>
        <translation>放弃未保存的工作</translation>
    </message>
    <message>
        <source>The recovery copy is deleted, and its changes cannot be brought back. Discard them?</source>
        <translation>恢复副本将被删除，其更改无法找回。要放弃吗？</translation>
    </message>
    <message>
        <source>There is no unsaved work to recover</source>
        <translation>没有可恢复的未保存工作</translation>
    </message>
    <message>
        <source>“%1”</source>
        <comment>a file name in quotes</comment>
        <translation>“%1”</translation>
    </message>
    <message>
        <source>Not opened, its unsaved changes wait in a recovery copy (File › Recover unsaved work): %1</source>
        <translation>未打开：其未保存的更改保存在恢复副本中（文件 › 恢复未保存的工作）：%1</translation>
    </message>
    <message>
        <source>A recovery copy is also written 2 s after edits pause</source>
        <translation>编辑暂停 2 秒后也会写入恢复副本</translation>
    </message>
    <message>
        <source>While edits go on, autosave every</source>
        <translation>编辑期间自动保存间隔</translation>
    </message>
</context>
<context>
    <name>folio::MissingSourcesBar</name>
    <message>
        <source>Locate…</source>
        <translation>定位…</translation>
    </message>
    <message>
        <source>Pick the folder the scans are in now; they are found there by name, in its subfolders too</source>
        <translation>选择扫描文件现在所在的文件夹；将按名称在其中（包括子文件夹）查找</translation>
    </message>
    <message>
        <source>Where are the scans now?</source>
        <translation>扫描文件现在在哪里？</translation>
    </message>
    <message numerus="yes">
        <source>The scan of %n page(s) is missing: %1 (moved, renamed, or on a drive that is not mounted). The text is kept; Locate… finds the file where it is now.</source>
        <translation>
            <numerusform>%n 页的扫描文件缺失：%1（已移动、重命名，或位于未挂载的驱动器上）。文本会保留；“定位…”可在其现在的位置找到该文件。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The scans of %n page(s) are missing: %1 files, the first %2 (moved, renamed, or on a drive that is not mounted). The text is kept; Locate… finds them where they are now.</source>
        <translation>
            <numerusform>%n 页的扫描文件缺失：共 %1 个文件，第一个是 %2（已移动、重命名，或位于未挂载的驱动器上）。文本会保留；“定位…”可在其现在的位置找到它们。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Found the %n missing file(s) in %1.</source>
        <translation>
            <numerusform>在 %1 中找到了全部 %n 个缺失文件。</numerusform>
        </translation>
    </message>
    <message>
        <source>Found %1 of the %2 missing files in %3.</source>
        <translation>在 %3 中找到了 %2 个缺失文件中的 %1 个。</translation>
    </message>
    <message>
        <source>Looking for the missing files in %1…</source>
        <translation>正在 %1 中查找缺失的文件…</translation>
    </message>
    <message numerus="yes">
        <source>The scans are back in their places: %n page(s) shown again.</source>
        <translation>
            <numerusform>扫描件已回到原处：已重新显示 %n 页。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>folio::ModelDownloader</name>
    <message>
        <source>cannot create the folder %1</source>
        <translation>无法创建文件夹 %1</translation>
    </message>
    <message>
        <source>cannot list the files of %1: %2</source>
        <translation>无法列出 %1 的文件：%2</translation>
    </message>
    <message>
        <source>the Hub lists no files for %1</source>
        <translation>Hub 未列出 %1 的任何文件</translation>
    </message>
    <message>
        <source>%1: cannot write %2</source>
        <translation>%1：无法写入 %2</translation>
    </message>
    <message>
        <source>connection closed early</source>
        <translation>连接过早关闭</translation>
    </message>
    <message>
        <source>%1: download interrupted at %2 of %3 bytes (%4); start the download again to resume</source>
        <translation>%1：下载在 %2/%3 字节处中断（%4）；重新开始下载即可继续</translation>
    </message>
    <message>
        <source>%1: cannot move the finished file into place</source>
        <translation>%1：无法将已完成的文件移动到位</translation>
    </message>
    <message>
        <source>download cancelled; start it again to resume</source>
        <translation>下载已取消；重新开始即可继续</translation>
    </message>
</context>
<context>
    <name>folio::ModelPanel</name>
    <message>
        <source>Greedy (deterministic)</source>
        <translation>贪婪（确定性）</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>下载</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <source>Model folder</source>
        <translation>模型文件夹</translation>
    </message>
    <message>
        <source>Model to download</source>
        <translation>要下载的模型</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>设备</translation>
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
        <translation>自动（空闲内存的 90%）</translation>
    </message>
    <message>
        <source>Memory budget</source>
        <translation>内存预算</translation>
    </message>
    <message>
        <source>Model precision</source>
        <translation>模型精度</translation>
    </message>
    <message>
        <source>fp8: about twice the pages in memory (GPU only)</source>
        <translation>fp8：内存中可容纳约两倍的页面（仅限 GPU）</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>Pages at once</source>
        <translation>同时处理的页数</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Longest image side</source>
        <translation>图像最长边</translation>
    </message>
    <message>
        <source>Sampling</source>
        <translation>采样</translation>
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
        <translation>每页最大 token 数</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>应用</translation>
    </message>
    <message>
        <source>%1 of %2 MiB</source>
        <translation>%1/%2 MiB</translation>
    </message>
    <message>
        <source>Downloading %1…</source>
        <translation>正在下载 %1…</translation>
    </message>
    <message>
        <source>Download stopped: %1</source>
        <translation>下载已停止：%1</translation>
    </message>
    <message>
        <source>Downloaded into %1</source>
        <translation>已下载到 %1</translation>
    </message>
    <message>
        <source>Stop download</source>
        <translation>停止下载</translation>
    </message>
    <message>
        <source>Listing the files of %1…</source>
        <translation>正在列出 %1 的文件…</translation>
    </message>
    <message>
        <source>not loaded</source>
        <translation>未加载</translation>
    </message>
    <message>
        <source>Automatic: the fastest this device runs well</source>
        <translation>自动：此设备上运行良好的最快精度</translation>
    </message>
    <message>
        <source>float32: exact, slowest</source>
        <translation>float32：精确，最慢</translation>
    </message>
    <message>
        <source>int8: 8-bit decoder weights, faster and smaller on the CPU</source>
        <translation>int8：8 位解码器权重，在 CPU 上更快、更省内存</translation>
    </message>
    <message>
        <source>The precision of the model&apos;s weights. On a GPU, bfloat16 is fast and exact enough. On the CPU, int8 stores the decoder&apos;s weights in 8 bits: pages are recognized faster in less memory, and a few words may come out differently than in float32.</source>
        <translation>模型权重的精度。在 GPU 上，bfloat16 速度快且足够精确。在 CPU 上，int8 以 8 位存储解码器权重：页面识别更快、占用内存更少，但少数词语可能与 float32 的结果不同。</translation>
    </message>
    <message>
        <source>one per core</source>
        <translation>每个核心一个</translation>
    </message>
    <message>
        <source>Threads the engine&apos;s work on the CPU uses.</source>
        <translation>引擎在 CPU 上工作时使用的线程数。</translation>
    </message>
    <message>
        <source>CPU threads</source>
        <translation>CPU 线程</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>This folder does not hold a model: %1.</source>
        <translation>此文件夹中没有模型：%1。</translation>
    </message>
</context>
<context>
    <name>folio::PageList</name>
    <message>
        <source>Pages</source>
        <translation>页面</translation>
    </message>
    <message>
        <source>blank</source>
        <translation>空白</translation>
    </message>
    <message>
        <source>loop</source>
        <translation>循环</translation>
    </message>
    <message>
        <source>token limit</source>
        <translation>token 上限</translation>
    </message>
    <message>
        <source>%1%2</source>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>, page %1</source>
        <translation>，第 %1 页</translation>
    </message>
    <message>
        <source>blank: Recognize all pages leaves it out (Page › Recognize anyway)</source>
        <translation>空白：“识别所有页面”会跳过此页（页面 › 仍然识别）</translation>
    </message>
    <message>
        <source>turned %1° clockwise, straightened by %2°%3</source>
        <translation>已顺时针旋转 %1°，已校正 %2°%3</translation>
    </message>
    <message>
        <source> (auto-rotate)</source>
        <translation> （自动旋转）</translation>
    </message>
    <message>
        <source>The model kept repeating itself, so recognition stopped and the text is incomplete. Recognize › Retry with a repetition penalty tries again.</source>
        <translation>模型不断重复，因此识别已停止，文本不完整。“识别 › 使用重复惩罚重试”可再试一次。</translation>
    </message>
    <message>
        <source>Recognition stopped at the token limit, so the text may be incomplete. Recognize › Retry with a repetition penalty tries again; a larger token limit in the settings may be needed.</source>
        <translation>识别因达到 token 上限而停止，文本可能不完整。“识别 › 使用重复惩罚重试”可再试一次；可能需要在设置中提高 token 上限。</translation>
    </message>
</context>
<context>
    <name>folio::PageTools</name>
    <message>
        <source>Rotate &amp;clockwise</source>
        <translation>顺时针旋转(&amp;C)</translation>
    </message>
    <message>
        <source>Turn the page a quarter turn clockwise (Ctrl+])</source>
        <translation>将页面顺时针旋转 90°（Ctrl+]）</translation>
    </message>
    <message>
        <source>Rotate c&amp;ounter-clockwise</source>
        <translation>逆时针旋转(&amp;O)</translation>
    </message>
    <message>
        <source>Turn the page a quarter turn counter-clockwise (Ctrl+[)</source>
        <translation>将页面逆时针旋转 90°（Ctrl+[）</translation>
    </message>
    <message>
        <source>&amp;Auto-rotate and deskew</source>
        <translation>自动旋转并纠偏(&amp;A)</translation>
    </message>
    <message>
        <source>Auto-rotate and deskew &amp;before recognition</source>
        <translation>识别前自动旋转并纠偏(&amp;B)</translation>
    </message>
    <message>
        <source>Recognize &amp;anyway</source>
        <translation>仍然识别(&amp;A)</translation>
    </message>
    <message>
        <source>Send the selected pages to the model, also those marked blank</source>
        <translation>将所选页面发送给模型，包括标记为空白的页面</translation>
    </message>
    <message>
        <source>Recognize &amp;blank pages too</source>
        <translation>同时识别空白页(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Paste as page</source>
        <translation>粘贴为页面(&amp;P)</translation>
    </message>
    <message>
        <source>Auto-rotate: %1 pages turned upright or straightened</source>
        <translation>自动旋转：%1 页已转正或校正</translation>
    </message>
    <message>
        <source>Page %1: too little text to tell how it lies; left as it is</source>
        <translation>第 %1 页：文字太少，无法判断方向；保持原样</translation>
    </message>
    <message>
        <source>Page %1: turned %2° clockwise, straightened by %3°</source>
        <translation>第 %1 页：已顺时针旋转 %2°，已校正 %3°</translation>
    </message>
    <message numerus="yes">
        <source>Blank, not sent to the model: page %1. Page › Recognize anyway sends it.</source>
        <translation>
            <numerusform>空白页，未发送给模型：第 %1 页。“页面 › 仍然识别”可发送。</numerusform>
        </translation>
    </message>
    <message>
        <source>The clipboard holds no image to add as a page</source>
        <translation>剪贴板中没有可添加为页面的图像</translation>
    </message>
    <message>
        <source>Capture screen &amp;region as page…</source>
        <translation>截取屏幕区域作为页面(&amp;R)…</translation>
    </message>
    <message>
        <source>Choose an area of the screen in the desktop&apos;s screenshot dialog; it becomes a new page</source>
        <translation>在桌面的截图对话框中选择屏幕区域，它将成为新页面</translation>
    </message>
    <message>
        <source>The screenshot %1 could not be read</source>
        <translation>无法读取截图 %1</translation>
    </message>
    <message>
        <source>No screen capture: %1</source>
        <translation>未截取屏幕：%1</translation>
    </message>
    <message>
        <source>the folder “%1” cannot be made</source>
        <translation>无法创建文件夹“%1”</translation>
    </message>
    <message>
        <source>The pasted image could not be kept: %1</source>
        <translation>无法保存粘贴的图像：%1</translation>
    </message>
    <message>
        <source>Page %1 cannot be turned before its image is loaded: its regions would not turn with it. Try again in a moment, or with its scan back in place.</source>
        <translation>第 %1 页在其图像加载之前无法旋转：其区域不会随之旋转。请稍后重试，或将扫描件放回原处后重试。</translation>
    </message>
</context>
<context>
    <name>folio::PageView</name>
    <message>
        <source>Drop scans, PDFs or folders here
or use File › Open</source>
        <translation>将扫描件、PDF 或文件夹拖放到此处
或使用“文件 › 打开”</translation>
    </message>
    <message>
        <source>Page image</source>
        <translation>页面图像</translation>
    </message>
    <message>
        <source>The scan of this page is missing:
%1</source>
        <translation>此页的扫描文件缺失：
%1</translation>
    </message>
    <message>
        <source>This page&apos;s image cannot be shown:
%1</source>
        <translation>无法显示此页的图像：
%1</translation>
    </message>
    <message>
        <source>Loading the page…</source>
        <translation>正在加载页面…</translation>
    </message>
</context>
<context>
    <name>folio::PostProcess</name>
    <message>
        <source>Repair escaped math (\$x\$ to $x$, prices kept)</source>
        <translation>修复转义的公式（\$x\$ 改为 $x$，保留价格）</translation>
    </message>
    <message>
        <source>Remove bold and italics</source>
        <translation>去除粗体和斜体</translation>
    </message>
    <message>
        <source>List items as plain paragraphs</source>
        <translation>将列表项转为普通段落</translation>
    </message>
    <message>
        <source>Join words hyphenated at line ends</source>
        <translation>合并行尾连字符断开的单词</translation>
    </message>
    <message>
        <source>One line per paragraph</source>
        <translation>每段一行</translation>
    </message>
    <message>
        <source>Full-width punctuation in CJK text</source>
        <translation>CJK 文本使用全角标点</translation>
    </message>
    <message>
        <source>Drop running heads and page numbers</source>
        <translation>去除页眉和页码</translation>
    </message>
    <message>
        <source>Collapse dot leaders (tables of contents)</source>
        <translation>合并引导点（目录）</translation>
    </message>
    <message>
        <source>Shorten long form blanks (____)</source>
        <translation>缩短长的表格填空线（____）</translation>
    </message>
</context>
<context>
    <name>folio::PreviewView</name>
    <message>
        <source>Rendered preview</source>
        <translation>渲染预览</translation>
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
        <translation>%1 分钟</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 小时 %2 分钟</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 小时</translation>
    </message>
</context>
<context>
    <name>folio::ResultEditor</name>
    <message>
        <source>Recognized text appears here as Markdown.</source>
        <translation>识别的文本将以 Markdown 形式显示在此处。</translation>
    </message>
    <message>
        <source>Markdown source</source>
        <translation>Markdown 源码</translation>
    </message>
    <message>
        <source>No suggestions</source>
        <translation>无建议</translation>
    </message>
    <message>
        <source>Add “%1” to dictionary</source>
        <translation>将“%1”添加到词典</translation>
    </message>
    <message>
        <source>The model was unsure of this text (F8: next, Ctrl+Return: accept)</source>
        <translation>模型对此文本不确定（F8：下一处，Ctrl+Return：接受）</translation>
    </message>
    <message>
        <source>This page is being read. You can edit it once it is done, or cancel its recognition.</source>
        <translation>此页面正在识别中。完成后即可编辑，或取消识别。</translation>
    </message>
    <message>
        <source>More suggestions</source>
        <translation>更多建议</translation>
    </message>
</context>
<context>
    <name>folio::ScreenPortal</name>
    <message>
        <source>there is no session bus to reach the desktop portal</source>
        <translation>没有可用于连接桌面门户的会话总线</translation>
    </message>
    <message>
        <source>the desktop portal refused the screenshot: %1</source>
        <translation>桌面门户拒绝了截图：%1</translation>
    </message>
    <message>
        <source>the desktop portal could not take the screenshot</source>
        <translation>桌面门户无法截图</translation>
    </message>
    <message>
        <source>the desktop portal gave no screenshot file (%1)</source>
        <translation>桌面门户未提供截图文件（%1）</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Folio: turn scans and PDFs into Markdown and Word with LightOnOCR.</source>
        <translation>Folio：使用 LightOnOCR 将扫描件和 PDF 转换为 Markdown 和 Word。</translation>
    </message>
    <message>
        <source>Images or PDFs to open.</source>
        <translation>要打开的图像或 PDF。</translation>
    </message>
    <message>
        <source>Verbs (no display needed):
  %1 ocr FILES... -o DIR   recognize images and PDFs into Markdown, Word, ODT, EPUB, HTML, text or JSON
  %1 watch IN OUT          recognize the files that appear in a folder, until stopped
  %1 serve --model DIR     serve the engine as an OpenAI-compatible server
`%1 ocr --help`, `%1 watch --help` and `%1 serve --help` list their options.</source>
        <translation>子命令（无需显示器）：
  %1 ocr FILES... -o DIR   将图像和 PDF 识别为 Markdown、Word、ODT、EPUB、HTML、文本或 JSON
  %1 watch IN OUT          识别出现在文件夹中的文件，直到停止
  %1 serve --model DIR     将引擎作为 OpenAI 兼容服务器运行
`%1 ocr --help`、`%1 watch --help` 和 `%1 serve --help` 会列出各自的选项。</translation>
    </message>
</context>
</TS>
