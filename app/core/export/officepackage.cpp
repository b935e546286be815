#include "officepackage.h"

#include <QObject>
#include <archive.h>
#include <archive_entry.h>
#include <memory>
#include <vector>

namespace folio {

namespace {

struct Entry {
    QString name;
    QByteArray data;
};

using ArchivePtr = std::unique_ptr<archive, int (*)(archive*)>;

QString archiveError(archive* a) {
    const char* why = archive_error_string(a);
    return why ? QString::fromUtf8(why) : QObject::tr("unknown error");
}

std::optional<std::vector<Entry>> readEntries(const QByteArray& package, QString* error) {
    ArchivePtr in(archive_read_new(), archive_read_free);
    archive_read_support_format_zip(in.get());
    if (archive_read_open_memory(in.get(), package.constData(), size_t(package.size())) != ARCHIVE_OK) {
        *error = archiveError(in.get());
        return std::nullopt;
    }
    std::vector<Entry> entries;
    archive_entry* header = nullptr;
    for (int status; (status = archive_read_next_header(in.get(), &header)) != ARCHIVE_EOF;) {
        if (status != ARCHIVE_OK) {
            *error = archiveError(in.get());
            return std::nullopt;
        }
        Entry entry{QString::fromUtf8(archive_entry_pathname_utf8(header) ? archive_entry_pathname_utf8(header)
                                                                          : archive_entry_pathname(header)),
                    {}};
        char chunk[65536];
        for (la_ssize_t n; (n = archive_read_data(in.get(), chunk, sizeof chunk)) != 0;) {
            if (n < 0) {
                *error = archiveError(in.get());
                return std::nullopt;
            }
            entry.data.append(chunk, qsizetype(n));
        }
        entries.push_back(std::move(entry));
    }
    return entries;
}

la_ssize_t appendToByteArray(archive*, void* target, const void* buffer, size_t length) {
    static_cast<QByteArray*>(target)->append(static_cast<const char*>(buffer), qsizetype(length));
    return la_ssize_t(length);
}

}  // namespace

std::optional<QByteArray> rewritePackage(const QByteArray& package, const PackageEntryChange& change, QString* error) {
    std::optional<std::vector<Entry>> entries = readEntries(package, error);
    if (!entries) return std::nullopt;
    for (Entry& entry : *entries)
        if (std::optional<QByteArray> changed = change(entry.name, entry.data)) entry.data = std::move(*changed);

    QByteArray written;
    ArchivePtr out(archive_write_new(), archive_write_free);
    archive_write_set_format_zip(out.get());
    archive_write_set_bytes_in_last_block(out.get(), 1);  // no padding after the zip's end
    if (archive_write_open(out.get(), &written, nullptr, appendToByteArray, nullptr) != ARCHIVE_OK) {
        *error = archiveError(out.get());
        return std::nullopt;
    }
    for (const Entry& entry : *entries) {
        // ODF: the "mimetype" entry first and stored, so that its type can be read at a fixed offset.
        if (entry.name == u"mimetype")
            archive_write_zip_set_compression_store(out.get());
        else
            archive_write_zip_set_compression_deflate(out.get());
        std::unique_ptr<archive_entry, void (*)(archive_entry*)> header(archive_entry_new(), archive_entry_free);
        const QByteArray name = entry.name.toUtf8();
        archive_entry_set_pathname_utf8(header.get(), name.constData());
        archive_entry_set_filetype(header.get(), AE_IFREG);
        archive_entry_set_perm(header.get(), 0644);
        archive_entry_set_size(header.get(), entry.data.size());
        if (archive_write_header(out.get(), header.get()) != ARCHIVE_OK ||
            archive_write_data(out.get(), entry.data.constData(), size_t(entry.data.size())) != entry.data.size()) {
            *error = archiveError(out.get());
            return std::nullopt;
        }
    }
    if (archive_write_close(out.get()) != ARCHIVE_OK) {
        *error = archiveError(out.get());
        return std::nullopt;
    }
    return written;
}

}  // namespace folio
