// A test backend that runs no model: it "reads" a page by describing its size and a checksum of
// its RGB pixels, streamed word by word. Deterministic, so tests and the load test can check
// every answer exactly, in process or through folio-test-cli (`ocr|serve --backend echo`).
#pragma once

#include <QHash>
#include <QTimer>

#include "jobs/ocrbackend.h"

namespace folio::remote {

class EchoBackend : public OcrBackend {
    Q_OBJECT
public:
    // wordDelayMs: pause between streamed words, to make pages take time like a model does.
    explicit EchoBackend(int wordDelayMs = 0, QObject* parent = nullptr);

    QString describe() const override;
    void submit(const OcrRequest& request) override;
    void cancel(const QUuid& jobId) override;

    // The full text this backend answers for a request (what a test expects).
    static QString expectedText(const OcrRequest& request);
    // FNV-1a 64 over the image as tightly packed RGB888 rows.
    static quint64 pixelChecksum(const QImage& image);

private:
    struct Job {
        QStringList words;
        int next = 0;
        int maxTokens = 0;
        QString text;
        double startedMs = 0;
    };
    void step(const QUuid& jobId);
    void finish(const QUuid& jobId, OcrOutcome outcome);

    int m_wordDelayMs;
    QHash<QUuid, Job> m_jobs;
};

}  // namespace folio::remote
