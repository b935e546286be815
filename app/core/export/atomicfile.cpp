#include "atomicfile.h"

#include <QObject>
#include <QSaveFile>

namespace folio {

bool writeFileAtomically(const QString& path, const QByteArray& data, QString* error) {
    QSaveFile file(path);
    // Unbuffered: with Qt's write buffer a failed flush at commit time goes unnoticed and the
    // empty temporary file replaces the target; written directly, every failure reaches commit.
    bool ok = file.open(QIODevice::WriteOnly | QIODevice::Unbuffered);
    for (qint64 done = 0; ok && done < data.size();) {
        const qint64 written = file.write(data.constData() + done, data.size() - done);
        ok = written > 0;
        done += std::max<qint64>(written, 0);
    }
    if (ok && !file.commit()) ok = false;
    if (!ok) {
        if (error) *error = QObject::tr("Cannot write “%1”: %2").arg(path, file.errorString());
        file.cancelWriting();
    }
    return ok;
}

}  // namespace folio
