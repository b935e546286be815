#include "suggestionrank.h"

#include <algorithm>
#include <tuple>
#include <vector>

namespace folio {

int typingDistance(const QString& first, const QString& second) {
    const QString a = first.toCaseFolded(), b = second.toCaseFolded();
    const qsizetype n = a.size(), m = b.size();
    // Optimal string alignment: three rows of the edit-distance table are enough.
    std::vector<int> before(m + 1), previous(m + 1), current(m + 1);
    for (qsizetype j = 0; j <= m; ++j) previous[j] = int(j);
    for (qsizetype i = 1; i <= n; ++i) {
        current[0] = int(i);
        for (qsizetype j = 1; j <= m; ++j) {
            const int replace = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1);
            current[j] = std::min({previous[j] + 1, current[j - 1] + 1, replace});
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
                current[j] = std::min(current[j], before[j - 2] + 1);
        }
        std::swap(before, previous);
        std::swap(previous, current);
    }
    return previous[m];
}

namespace {
QString sortedLetters(const QString& word) {
    QString letters = word.toCaseFolded();
    std::sort(letters.begin(), letters.end());
    return letters;
}
}  // namespace

QStringList rankSuggestions(const QString& word, const QStringList& suggestions) {
    const QString letters = sortedLetters(word);
    std::vector<std::tuple<int, bool, qsizetype, qsizetype>> keys;  // distance, other letters, length change, place
    for (qsizetype i = 0; i < suggestions.size(); ++i) {
        const QString& s = suggestions[i];
        keys.emplace_back(typingDistance(word, s), sortedLetters(s) != letters, std::abs(s.size() - word.size()), i);
    }
    std::sort(keys.begin(), keys.end());
    QStringList ranked;
    for (const auto& key : keys) ranked << suggestions[std::get<3>(key)];
    return ranked;
}

}  // namespace folio
