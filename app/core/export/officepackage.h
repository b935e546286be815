// Changes entries of an office package (ODT, DOCX: zip files) after pandoc wrote it, with
// libarchive. Every other entry is copied as it was, in its order; an ODT's "mimetype" entry
// stays first and uncompressed, as the format requires.
#pragma once

#include <QByteArray>
#include <QString>
#include <functional>
#include <optional>

namespace folio {

// `change` sees each entry's name and bytes and returns the new bytes, or nothing to keep them.
// The package rewritten, or nothing with *error in words (a damaged package).
using PackageEntryChange = std::function<std::optional<QByteArray>(const QString& name, const QByteArray& data)>;
std::optional<QByteArray> rewritePackage(const QByteArray& package, const PackageEntryChange& change, QString* error);

}  // namespace folio
