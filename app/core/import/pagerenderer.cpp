#include "pagerenderer.h"

#include <signal.h>
#include <sys/prctl.h>
#include <sys/resource.h>

#include <QCoreApplication>
#include <QDataStream>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QObject>
#include <QProcess>

#include "pagerenderprotocol.h"

namespace folio {

namespace {

QString failedTo(int pageIndex, const QString& why) {
    return QObject::tr("page %1 could not be rendered: %2").arg(pageIndex + 1).arg(why);
}

RenderedPage readAnswer(QByteArray bytes, int pageIndex) {
    RenderedPage page;
    QDataStream in(&bytes, QIODevice::ReadOnly);
    quint32 magic = 0;
    qint32 ok = 0, messages = 0;
    in >> magic >> ok >> page.error >> messages >> page.dpi;
    page.popplerMessages = messages;
    if (in.status() != QDataStream::Ok || magic != pagerender::kMagic) {
        page.error = failedTo(pageIndex, QObject::tr("the renderer gave no answer"));
        return page;
    }
    if (!ok) return page;
    qint32 width = 0, height = 0, format = 0, bytesPerLine = 0;
    QByteArray pixels;
    in >> width >> height >> format >> bytesPerLine >> pixels;
    if (in.status() != QDataStream::Ok || width <= 0 || height <= 0 ||
        format <= QImage::Format_Invalid || format >= QImage::NImageFormats ||
        qint64(bytesPerLine) * height != pixels.size()) {
        page.error = failedTo(pageIndex, QObject::tr("the renderer's answer is damaged"));
        return page;
    }
    // The image shares the buffer for the constructor, then owns a copy.
    page.image = QImage(reinterpret_cast<const uchar*>(pixels.constData()), width, height,
                        bytesPerLine, QImage::Format(format))
                     .copy();
    return page;
}

}  // namespace

QString pageRendererPath() {
    static const QString path = [] {
        QStringList candidates;
        if (qEnvironmentVariableIsSet("FOLIO_RENDER_PAGE_HELPER"))
            candidates << qEnvironmentVariable("FOLIO_RENDER_PAGE_HELPER");
        if (QCoreApplication::instance()) {
            const QString dir = QCoreApplication::applicationDirPath();
            candidates << dir + u'/' + QLatin1String(pagerender::kHelperName)
                       << dir + QStringLiteral("/../libexec/folio/") +
                              QLatin1String(pagerender::kHelperName);
        }
#ifdef FOLIO_RENDER_PAGE_HELPER_BUILD_PATH
        candidates << QStringLiteral(FOLIO_RENDER_PAGE_HELPER_BUILD_PATH);
#endif
        for (const QString& candidate : candidates)
            if (QFileInfo(candidate).isExecutable()) return QFileInfo(candidate).absoluteFilePath();
        return QString();
    }();
    return path;
}

RenderedPage renderPdfPageBounded(const PageRenderRequest& request) {
    RenderedPage page;
    const QString helper = pageRendererPath();
    if (helper.isEmpty()) {
        page.error =
            failedTo(request.pageIndex,
                     QObject::tr("the page renderer %1 is not installed beside the program")
                         .arg(QLatin1String(pagerender::kHelperName)));
        return page;
    }
    QProcess process;
    process.setProcessChannelMode(QProcess::ForwardedErrorChannel);  // Poppler's log, when enabled
    const rlim_t memory = rlim_t(request.memoryLimitBytes);
    process.setChildProcessModifier([memory] {
        // Between fork and exec: only async-signal-safe calls.
        const rlimit addressSpace{memory, memory};
        setrlimit(RLIMIT_AS, &addressSpace);
        const rlimit noCore{0, 0};
        setrlimit(RLIMIT_CORE, &noCore);
        prctl(PR_SET_PDEATHSIG, SIGKILL);  // never outlives a killed folio
    });
    process.start(helper,
                  {request.filePath, QString::number(request.pageIndex),
                   QString::number(request.longestSide), QString::number(request.maxPixels)});
    if (!process.waitForStarted(10'000)) {
        page.error = failedTo(
            request.pageIndex,
            QObject::tr("the page renderer did not start (%1)").arg(process.errorString()));
        return page;
    }
    process.write(request.password);
    process.closeWriteChannel();
    QElapsedTimer clock;
    clock.start();
    QByteArray answer;
    enum class Stop { None, Time, Cancel } stop = Stop::None;
    while (process.state() != QProcess::NotRunning) {
        process.waitForFinished(50);
        answer += process.readAllStandardOutput();
        if (process.state() == QProcess::NotRunning) break;
        if (request.cancel && request.cancel->load())
            stop = Stop::Cancel;
        else if (clock.elapsed() > request.timeLimitMs)
            stop = Stop::Time;
        if (stop != Stop::None) {
            process.kill();
            process.waitForFinished(5'000);
            break;
        }
    }
    answer += process.readAllStandardOutput();
    if (stop == Stop::Cancel) {
        page.error = failedTo(request.pageIndex, QObject::tr("cancelled"));
        return page;
    }
    if (stop == Stop::Time) {
        page.error = failedTo(request.pageIndex,
                              QObject::tr("rendering took longer than %1 s and was stopped "
                                          "(a damaged or hostile page, e.g. a decompression bomb)")
                                  .arg(request.timeLimitMs / 1000.0));
        return page;
    }
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0 ||
        answer.isEmpty()) {
        page.error =
            failedTo(request.pageIndex,
                     QObject::tr("the renderer stopped: the page needs more than %1 MiB of "
                                 "memory or is damaged")
                         .arg(request.memoryLimitBytes >> 20));
        return page;
    }
    return readAnswer(answer, request.pageIndex);
}

}  // namespace folio
