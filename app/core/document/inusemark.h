// A mark that a window is using a file: the recovery copy its autosave writes, and with it the
// project that copy belongs to. Every Folio window and process of the user sees it, so a second
// window neither offers a live window's copy as "not closed properly" (nor deletes it on
// Discard) nor opens the same project to save over the first one's work. The mark is a lock
// file in the data folder's "locks/" (local, so a crashed machine on a network share cannot
// leave one behind for good), named by a hash of the file's path. A mark whose process died is
// stale: it counts as free, and the next window to claim the file takes it over.
#pragma once

#include <QString>
#include <memory>

class QLockFile;

namespace folio {

class InUseMark {
public:
    InUseMark();
    ~InUseMark();
    InUseMark(const InUseMark&) = delete;
    InUseMark& operator=(const InUseMark&) = delete;

    // Marks `path` as used by this window, releasing what it marked before. False, and nothing
    // marked, when another window or process holds it.
    bool claim(const QString& path);
    void release();
    QString path() const { return m_path; }

    // Whether any window (of this process too) or live process holds `path`.
    static bool isInUse(const QString& path);
    // Deletes the marks that crashed or killed processes left behind.
    static void removeStaleMarks();

private:
    static QString lockFolder();
    static QString lockPathFor(const QString& path);

    std::unique_ptr<QLockFile> m_lock;
    QString m_path;
};

}  // namespace folio
