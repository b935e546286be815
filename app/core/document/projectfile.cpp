#include "projectfile.h"

#include "export/atomicfile.h"

#include "layout/layoutjson.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace folio {

namespace {

const QString kFormatName = QStringLiteral("folio-project");

QString stateKey(PageState state) {
    switch (state) {
    case PageState::Done: return QStringLiteral("done");
    case PageState::Failed: return QStringLiteral("failed");
    case PageState::Cancelled: return QStringLiteral("cancelled");
    // A page that was queued or running when saved is simply not recognized after reopening.
    case PageState::Idle:
    case PageState::Queued:
    case PageState::Running: return QStringLiteral("idle");
    }
    return QStringLiteral("idle");
}

std::optional<PageState> stateFromKey(const QString& key) {
    if (key == u"idle") return PageState::Idle;
    if (key == u"done") return PageState::Done;
    if (key == u"failed") return PageState::Failed;
    if (key == u"cancelled") return PageState::Cancelled;
    return std::nullopt;
}

// The same names as the OpenAI API's finish_reason; a page that was not cut off has no key.
QString cutKey(RecognitionCut cut) {
    switch (cut) {
    case RecognitionCut::TokenLimit: return QStringLiteral("length");
    case RecognitionCut::Loop: return QStringLiteral("loop");
    case RecognitionCut::None: break;
    }
    return {};
}

std::optional<RecognitionCut> cutFromKey(const QString& key) {
    if (key.isEmpty()) return RecognitionCut::None;
    if (key == u"length") return RecognitionCut::TokenLimit;
    if (key == u"loop") return RecognitionCut::Loop;
    return std::nullopt;
}

int lineOfOffset(const QByteArray& data, int offset) {
    return int(data.left(offset).count('\n')) + 1;
}

// Reads the JSON fields of one object, collecting the first error with its location.
class FieldReader {
public:
    FieldReader(const QJsonObject& object, QString where, QString* error)
        : m_object(object), m_where(std::move(where)), m_error(error) {}

    QString string(const char* key, const QString& fallback = {}) {
        const QJsonValue v = m_object.value(QLatin1String(key));
        if (v.isUndefined() || v.isNull()) return fallback;
        if (!v.isString()) fail(key, QObject::tr("a string"));
        return v.toString(fallback);
    }
    double number(const char* key, double fallback = 0) {
        const QJsonValue v = m_object.value(QLatin1String(key));
        if (v.isUndefined() || v.isNull()) return fallback;
        if (!v.isDouble()) fail(key, QObject::tr("a number"));
        return v.toDouble(fallback);
    }
    bool boolean(const char* key, bool fallback = false) {
        const QJsonValue v = m_object.value(QLatin1String(key));
        if (v.isUndefined() || v.isNull()) return fallback;
        if (!v.isBool()) fail(key, QObject::tr("true or false"));
        return v.toBool(fallback);
    }
    QJsonArray array(const char* key) {
        const QJsonValue v = m_object.value(QLatin1String(key));
        if (v.isUndefined() || v.isNull()) return {};
        if (!v.isArray()) fail(key, QObject::tr("an array"));
        return v.toArray();
    }
    QJsonObject object(const char* key) {
        const QJsonValue v = m_object.value(QLatin1String(key));
        if (v.isUndefined() || v.isNull()) return {};
        if (!v.isObject()) fail(key, QObject::tr("an object"));
        return v.toObject();
    }
    bool has(const char* key) const { return m_object.contains(QLatin1String(key)); }
    void fail(const char* key, const QString& expected) {
        if (m_error->isEmpty())
            *m_error = QObject::tr("%1: field “%2” must be %3").arg(m_where, QLatin1String(key), expected);
    }
    void failWith(const QString& message) {
        if (m_error->isEmpty()) *m_error = m_where + QStringLiteral(": ") + message;
    }

private:
    QJsonObject m_object;
    QString m_where;
    QString* m_error;
};

QJsonArray layoutToJson(const QList<LayoutBlock>& blocks) {
    QJsonArray out;
    for (const LayoutBlock& b : blocks) out.append(layoutBlockToJson(b));
    return out;
}

QList<LayoutBlock> layoutFromJson(const QJsonArray& array, const QString& where, QString* error) {
    QList<LayoutBlock> blocks;
    for (int i = 0; i < array.size(); ++i) {
        FieldReader f(array[i].toObject(), where + QObject::tr(" block %1").arg(i + 1), error);
        if (!array[i].isObject()) f.failWith(QObject::tr("must be an object"));
        LayoutBlock b;
        b.label = f.string("label", QStringLiteral("text"));
        b.text = f.string("text");
        b.continues = array[i].toObject().value(QStringLiteral("continues")).toBool();
        const QJsonArray box = f.array("box");
        if (!box.isEmpty()) {
            const NormalizedBox nb{box[0].toInt(), box[1].toInt(), box[2].toInt(), box.size() > 3 ? box[3].toInt() : 0};
            if (box.size() != 4 || nb.x1 < 0 || nb.y1 < 0 || nb.x2 > 1000 || nb.y2 > 1000 || nb.x1 >= nb.x2 || nb.y1 >= nb.y2)
                f.failWith(QObject::tr("field “box” must hold 4 numbers x1 < x2, y1 < y2 within 0..1000"));
            b.box = nb;
            b.hasBox = true;
        }
        blocks.append(b);
    }
    return blocks;
}

QJsonArray confidenceToJson(const QList<ConfidenceSpan>& spans) {
    QJsonArray out;
    for (const ConfidenceSpan& span : spans)
        out.append(QJsonObject{{QStringLiteral("start"), double(span.start)},
                               {QStringLiteral("length"), double(span.length)},
                               {QStringLiteral("probability"), span.probability}});
    return out;
}

QList<ConfidenceSpan> confidenceFromJson(const QJsonArray& array, qsizetype textLength, const QString& where,
                                         QString* error) {
    QList<ConfidenceSpan> spans;
    for (int i = 0; i < array.size(); ++i) {
        FieldReader f(array[i].toObject(), where + QObject::tr(" low-confidence span %1").arg(i + 1), error);
        if (!array[i].isObject()) f.failWith(QObject::tr("must be an object"));
        ConfidenceSpan span{qsizetype(f.number("start")), qsizetype(f.number("length")), f.number("probability")};
        if (span.start < 0 || span.length <= 0 || span.end() > textLength)
            f.failWith(QObject::tr("fields “start” and “length” must lie within the edited text (%1 characters)")
                           .arg(textLength));
        else if (span.probability < 0 || span.probability > 1)
            f.failWith(QObject::tr("field “probability” must lie within 0..1"));
        spans.append(span);
    }
    return spans;
}

// A source file as "path" (relative to the project's folder) and "absolutePath".
QJsonObject fileToJson(const QString& filePath, const QDir& base) {
    return {{QStringLiteral("path"), filePath.isEmpty() ? QString() : base.relativeFilePath(filePath)},
            {QStringLiteral("absolutePath"), filePath}};
}

// The project may have moved with its images: the relative path when it resolves.
QString fileFromJson(FieldReader& f, const QDir& base) {
    const QString relative = f.string("path");
    const QString absolute = f.string("absolutePath");
    const QString resolved = relative.isEmpty() ? QString() : QDir::cleanPath(base.absoluteFilePath(relative));
    return (!resolved.isEmpty() && (QFileInfo::exists(resolved) || absolute.isEmpty())) ? resolved : absolute;
}

QJsonObject pageToJson(const Page& page, const QDir& base) {
    QJsonObject source = fileToJson(page.source.filePath, base);
    source[QStringLiteral("pageIndex")] = page.source.pageIndex;
    source[QStringLiteral("renderDpi")] = page.source.renderDpi;
    QJsonArray regions;
    for (const Region& r : page.regions)
        regions.append(QJsonObject{
            {QStringLiteral("id"), r.id.toString(QUuid::WithoutBraces)},
            {QStringLiteral("rect"), QJsonArray{r.rect.x(), r.rect.y(), r.rect.width(), r.rect.height()}},
            {QStringLiteral("rawText"), r.rawText},
        });
    QJsonObject json{
        {QStringLiteral("id"), page.id.toString(QUuid::WithoutBraces)},
        {QStringLiteral("source"), source},
        {QStringLiteral("state"), stateKey(page.state)},
        {QStringLiteral("error"), page.error},
        {QStringLiteral("rawText"), page.rawText},
        {QStringLiteral("editedText"), page.editedText},
        {QStringLiteral("recognizedText"), page.recognizedText},
        {QStringLiteral("partial"), page.partial},
        {QStringLiteral("regions"), regions},
    };
    if (!page.layout.isEmpty()) json[QStringLiteral("layout")] = layoutToJson(page.layout);
    // Optional, so earlier versions of this format read the file and ignore it.
    if (!page.lowConfidence.isEmpty()) json[QStringLiteral("lowConfidence")] = confidenceToJson(page.lowConfidence);
    // Left out at their defaults, so files without them read the same in older versions.
    if (page.rotation != 0) json[QStringLiteral("rotation")] = page.rotation;
    if (page.skew != 0) json[QStringLiteral("skew")] = page.skew;
    if (page.orientationDetected) json[QStringLiteral("orientationDetected")] = true;
    if (page.blank) json[QStringLiteral("blank")] = true;
    if (page.cut != RecognitionCut::None) json[QStringLiteral("cut")] = cutKey(page.cut);
    return json;
}

std::optional<Page> pageFromJson(const QJsonValue& value, int number, const QDir& base, QString* error) {
    const QString where = QObject::tr("page %1").arg(number);
    if (!value.isObject()) {
        *error = QObject::tr("%1: must be an object").arg(where);
        return std::nullopt;
    }
    FieldReader f(value.toObject(), where, error);
    Page page;
    if (const QString id = f.string("id"); !id.isEmpty()) {
        page.id = QUuid::fromString(id);
        if (page.id.isNull()) f.failWith(QObject::tr("field “id” is not a UUID: %1").arg(id));
    }
    const QJsonObject source = f.object("source");
    FieldReader s(source, where + QStringLiteral(" source"), error);
    page.source.filePath = fileFromJson(s, base);
    page.source.pageIndex = int(s.number("pageIndex"));
    page.source.renderDpi = s.number("renderDpi");
    if (page.source.pageIndex < 0) s.failWith(QObject::tr("field “pageIndex” is negative"));
    const QString state = f.string("state", QStringLiteral("idle"));
    if (const auto st = stateFromKey(state)) page.state = *st;
    else f.failWith(QObject::tr("field “state” has an unknown value “%1”").arg(state));
    page.error = f.string("error");
    page.rawText = f.string("rawText");
    // Older writers may leave editedText out: the model's text is then what the user sees.
    page.editedText = f.has("editedText") ? f.string("editedText") : page.rawText;
    page.layout = layoutFromJson(f.array("layout"), where, error);
    // Older writers kept no recognized text: the model's page text is the closest to it.
    page.recognizedText = f.has("recognizedText") ? f.string("recognizedText") : page.rawText;
    page.partial = f.boolean("partial");
    page.lowConfidence = confidenceFromJson(f.array("lowConfidence"), page.editedText.size(), where, error);
    page.rotation = int(f.number("rotation"));
    if (page.rotation % 90 != 0 || page.rotation < 0 || page.rotation >= 360)
        f.failWith(QObject::tr("field “rotation” must be 0, 90, 180 or 270, not %1").arg(page.rotation));
    page.skew = f.number("skew");
    page.orientationDetected = f.boolean("orientationDetected");
    page.blank = f.boolean("blank");
    const QString cut = f.string("cut");
    if (const auto c = cutFromKey(cut)) page.cut = *c;
    else f.failWith(QObject::tr("field “cut” has an unknown value “%1”").arg(cut));
    const QJsonArray regions = f.array("regions");
    for (int i = 0; i < regions.size(); ++i) {
        FieldReader r(regions[i].toObject(), where + QObject::tr(" region %1").arg(i + 1), error);
        if (!regions[i].isObject()) r.failWith(QObject::tr("must be an object"));
        Region region;
        if (const QString id = r.string("id"); !id.isEmpty()) region.id = QUuid::fromString(id);
        const QJsonArray rect = r.array("rect");
        if (rect.size() != 4) r.failWith(QObject::tr("field “rect” must hold 4 numbers [x, y, width, height]"));
        else region.rect = QRect(rect[0].toInt(), rect[1].toInt(), rect[2].toInt(), rect[3].toInt());
        region.rawText = r.string("rawText");
        page.regions.append(region);
    }
    if (!error->isEmpty()) return std::nullopt;
    return page;
}

QJsonArray unfinishedImportsToJson(const QList<UnfinishedImport>& imports, const QDir& base) {
    QJsonArray out;
    for (const UnfinishedImport& u : imports) {
        QJsonObject json = fileToJson(u.filePath, base);
        json[QStringLiteral("nextPage")] = u.nextPage;
        json[QStringLiteral("pageCount")] = u.pageCount;
        out.append(json);
    }
    return out;
}

QList<UnfinishedImport> unfinishedImportsFromJson(const QJsonArray& array, const QDir& base, QString* error) {
    QList<UnfinishedImport> imports;
    for (int i = 0; i < array.size(); ++i) {
        FieldReader f(array[i].toObject(), QObject::tr("unfinished import %1").arg(i + 1), error);
        if (!array[i].isObject()) f.failWith(QObject::tr("must be an object"));
        UnfinishedImport u{fileFromJson(f, base), int(f.number("nextPage")), int(f.number("pageCount"))};
        if (u.filePath.isEmpty()) f.failWith(QObject::tr("field “absolutePath” is missing"));
        if (u.pageCount < 1)
            f.failWith(QObject::tr("field “pageCount” must be at least 1"));
        else if (u.nextPage < 0 || u.nextPage >= u.pageCount)
            f.failWith(QObject::tr("field “nextPage” must lie within 0..%1").arg(u.pageCount - 1));
        imports.append(u);
    }
    return imports;
}

}  // namespace

QByteArray projectToJson(const ProjectSnapshot& snapshot, const QString& projectDir, const QString& recoveryOf) {
    const QDir base(projectDir);
    QJsonArray pages;
    for (const Page& page : snapshot.pages) pages.append(pageToJson(page, base));
    QJsonObject root{
        {QStringLiteral("format"), kFormatName},
        {QStringLiteral("formatVersion"), kProjectFormatVersion},
        {QStringLiteral("createdBy"), QStringLiteral("Folio " FOLIO_VERSION)},
        {QStringLiteral("savedAt"), QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs)},
        {QStringLiteral("languages"), QJsonArray::fromStringList(snapshot.languages)},
        {QStringLiteral("settings"), QJsonObject::fromVariantMap(snapshot.settings)},
        {QStringLiteral("pages"), pages},
    };
    if (!recoveryOf.isNull()) root.insert(QStringLiteral("recoveryOf"), recoveryOf);
    // Optional, so earlier versions of this format read the file and ignore it.
    if (!snapshot.unfinishedImports.isEmpty())
        root.insert(QStringLiteral("unfinishedImports"), unfinishedImportsToJson(snapshot.unfinishedImports, base));
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

std::optional<LoadedProject> projectFromJson(const QByteArray& json, const QString& fileName, const QString& projectDir,
                                             QString* error) {
    QString detail;
    auto fail = [&](const QString& why) {
        *error = QObject::tr("Cannot open project “%1”: %2").arg(fileName, why);
        return std::nullopt;
    };
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return fail(QObject::tr("the file is damaged or not a project (JSON error at line %1: %2)")
                        .arg(lineOfOffset(json, parseError.offset))
                        .arg(parseError.errorString()));
    if (!doc.isObject()) return fail(QObject::tr("not a Folio project (the top level is not an object)"));
    const QJsonObject root = doc.object();
    if (root.value(QStringLiteral("format")).toString() != kFormatName)
        return fail(QObject::tr("not a Folio project (field “format” is not “%1”)").arg(kFormatName));
    const QJsonValue versionValue = root.value(QStringLiteral("formatVersion"));
    if (!versionValue.isDouble()) return fail(QObject::tr("field “formatVersion” is missing or not a number"));
    const int version = versionValue.toInt();
    if (version > kProjectFormatVersion)
        return fail(QObject::tr("it was saved by a newer Folio (format version %1; this Folio reads versions 1 to %2). "
                                "Update Folio to open it.")
                        .arg(version)
                        .arg(kProjectFormatVersion));
    if (version < 1) return fail(QObject::tr("format version %1 is not a released format (the first is 1)").arg(version));
    // Migrations from older versions go here, each upgrading the JSON one version.

    LoadedProject loaded;
    loaded.formatVersion = version;
    FieldReader f(root, QObject::tr("project"), &detail);
    const QJsonArray pages = f.array("pages");
    if (!root.contains(QStringLiteral("pages"))) f.failWith(QObject::tr("field “pages” is missing"));
    for (const QJsonValue& l : f.array("languages")) loaded.snapshot.languages.append(l.toString());
    loaded.snapshot.settings = f.object("settings").toVariantMap();
    loaded.recoveryOf = f.string("recoveryOf");
    const QDir base(projectDir);
    loaded.snapshot.unfinishedImports = unfinishedImportsFromJson(f.array("unfinishedImports"), base, &detail);
    if (!detail.isEmpty()) return fail(detail);
    for (int i = 0; i < pages.size(); ++i) {
        auto page = pageFromJson(pages[i], i + 1, base, &detail);
        if (!page) return fail(detail);
        loaded.snapshot.pages.append(*page);
    }
    return loaded;
}

bool saveProjectFile(const ProjectSnapshot& snapshot, const QString& filePath, QString* error, const QString& recoveryOf) {
    const QFileInfo info(filePath);
    const QByteArray json = projectToJson(snapshot, info.absolutePath(), recoveryOf);
    // Not a buffered QSaveFile: its last flush fails unreported, and an empty file replaces the project.
    return writeFileAtomically(filePath, json, error);
}

std::optional<LoadedProject> loadProjectFile(const QString& filePath, QString* error) {
    QFile file(filePath);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QObject::tr("Cannot open project “%1”: %2").arg(filePath, file.errorString());
        return std::nullopt;
    }
    return projectFromJson(file.readAll(), filePath, QFileInfo(filePath).absolutePath(), error);
}

}  // namespace folio
