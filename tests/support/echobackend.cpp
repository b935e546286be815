#include "echobackend.h"

#include <QDateTime>

namespace folio::remote {

EchoBackend::EchoBackend(int wordDelayMs, QObject* parent) : OcrBackend(parent), m_wordDelayMs(wordDelayMs) {}

QString EchoBackend::describe() const {
    return QStringLiteral("echo test backend (answers with each page's size and pixel checksum; no OCR)");
}

quint64 EchoBackend::pixelChecksum(const QImage& image) {
    const QImage rgb = image.convertToFormat(QImage::Format_RGB888);
    quint64 hash = 0xcbf29ce484222325ull;  // FNV-1a 64 offset basis
    const int rowBytes = rgb.width() * 3;
    for (int y = 0; y < rgb.height(); ++y) {
        const uchar* row = rgb.constScanLine(y);
        for (int x = 0; x < rowBytes; ++x) {
            hash ^= row[x];
            hash *= 0x100000001b3ull;  // FNV prime
        }
    }
    return hash;
}

QString EchoBackend::expectedText(const OcrRequest& request) {
    QString text = QStringLiteral("# Echo page\n\nsize %1x%2 checksum %3")
                       .arg(request.image.width())
                       .arg(request.image.height())
                       .arg(pixelChecksum(request.image), 16, 16, QLatin1Char('0'));
    if (!request.languages.isEmpty()) text += QStringLiteral("\n\nlanguages %1").arg(request.languages.join(','));
    if (!request.instruction.isEmpty()) text += QStringLiteral("\n\ninstruction %1").arg(request.instruction);
    return text;
}

void EchoBackend::submit(const OcrRequest& request) {
    Job job;
    const QString text = request.image.isNull() ? QString() : expectedText(request);
    // Words keep their trailing separator so the concatenated deltas equal the text exactly.
    qsizetype start = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i] == ' ' || text[i] == '\n') {
            job.words << text.mid(start, i + 1 - start);
            start = i + 1;
        }
    }
    if (start < text.size()) job.words << text.mid(start);
    job.maxTokens = request.sampling.maxNewTokens;
    job.startedMs = double(QDateTime::currentMSecsSinceEpoch());
    const QUuid id = request.jobId;
    const bool failed = request.image.isNull();
    m_jobs.insert(id, job);
    QTimer::singleShot(0, this, [this, id, failed] {
        if (failed) {
            if (m_jobs.contains(id)) finish(id, OcrOutcome::Failed);
        } else {
            step(id);
        }
    });
}

void EchoBackend::step(const QUuid& jobId) {
    auto it = m_jobs.find(jobId);
    if (it == m_jobs.end()) return;
    Job& job = *it;
    if (job.next >= job.words.size()) return finish(jobId, OcrOutcome::Finished);
    if (job.next >= job.maxTokens) return finish(jobId, OcrOutcome::Truncated);
    const QString word = job.words[job.next++];
    job.text += word;
    emit textAppended(jobId, word);
    QTimer::singleShot(m_wordDelayMs, this, [this, jobId] { step(jobId); });
}

void EchoBackend::cancel(const QUuid& jobId) {
    if (!m_jobs.contains(jobId)) return;
    QTimer::singleShot(0, this, [this, jobId] {
        if (m_jobs.contains(jobId)) finish(jobId, OcrOutcome::Cancelled);
    });
}

void EchoBackend::finish(const QUuid& jobId, OcrOutcome outcome) {
    const Job job = m_jobs.take(jobId);
    OcrResult result;
    result.jobId = jobId;
    result.text = job.text;
    result.outcome = outcome;
    result.generatedTokens = job.next;
    result.seconds = (double(QDateTime::currentMSecsSinceEpoch()) - job.startedMs) / 1000.0;
    if (outcome == OcrOutcome::Failed) result.error = QStringLiteral("the request holds no image");
    emit finished(result);
}

}  // namespace folio::remote
