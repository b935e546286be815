#include "cli/pagerange.h"

#include <QRegularExpression>
#include <climits>

namespace folio::cli {

std::optional<PageSelection> PageSelection::parse(const QString& text, QString* error) {
    static const QRegularExpression range(QStringLiteral(R"(^\s*(\d+)\s*(?:(-)\s*(\d*))?\s*$)"));
    PageSelection selection;
    const QStringList parts = text.split(',');
    for (const QString& part : parts) {
        const QRegularExpressionMatch m = range.match(part);
        if (!m.hasMatch()) {
            *error = QStringLiteral("'%1' in --pages is not a page or a range like 1-3").arg(part.trimmed());
            return std::nullopt;
        }
        bool ok = false;
        const int first = m.captured(1).toInt(&ok);
        int last = first;
        if (ok && !m.captured(2).isEmpty()) last = m.captured(3).isEmpty() ? INT_MAX : m.captured(3).toInt(&ok);
        if (!ok || first < 1) {
            *error = QStringLiteral("'%1' in --pages: pages are numbered from 1").arg(part.trimmed());
            return std::nullopt;
        }
        if (last < first) {
            *error = QStringLiteral("'%1' in --pages ends before it starts").arg(part.trimmed());
            return std::nullopt;
        }
        selection.m_ranges.append({first, last});
    }
    selection.m_text = QString(text).remove(u' ');
    return selection;
}

bool PageSelection::contains(int page) const {
    if (m_ranges.isEmpty()) return true;
    for (const auto& [first, last] : m_ranges)
        if (page >= first && page <= last) return true;
    return false;
}

QList<int> PageSelection::pagesOf(int pageCount) const {
    QList<int> pages;
    for (int page = 1; page <= pageCount; ++page)
        if (contains(page)) pages << page;
    return pages;
}

QString pageListText(const QList<int>& pages) {
    QStringList ranges;
    for (qsizetype i = 0; i < pages.size();) {
        qsizetype last = i;
        while (last + 1 < pages.size() && pages[last + 1] == pages[last] + 1) ++last;
        ranges << (last == i ? QString::number(pages[i]) : QStringLiteral("%1-%2").arg(pages[i]).arg(pages[last]));
        i = last + 1;
    }
    return ranges.join(u',');
}

}  // namespace folio::cli
