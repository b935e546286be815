// Page selections as users type them: "1-3,7", "5-" (5 to the end), "2". Pages are 1-based.
#pragma once

#include <QList>
#include <QPair>
#include <QString>
#include <optional>

namespace folio::cli {

class PageSelection {
public:
    // Everything (no --pages).
    PageSelection() = default;
    // Returns nullopt and the reason in *error for text like "3-1", "0", "a", "1,,2".
    static std::optional<PageSelection> parse(const QString& text, QString* error);

    bool isAll() const { return m_ranges.isEmpty(); }
    // As typed, spaces removed ("2-3,7"); empty for everything.
    QString text() const { return m_text; }
    bool contains(int page) const;  // 1-based
    // The selected pages of a document with pageCount pages, in order.
    QList<int> pagesOf(int pageCount) const;

private:
    QList<QPair<int, int>> m_ranges;  // inclusive; second = INT_MAX for "N-"
    QString m_text;
};

// Pages in the form --pages takes, ranges joined: {1,2,3,4,7} -> "1-4,7".
QString pageListText(const QList<int>& pages);

}  // namespace folio::cli
