// The order spelling corrections are offered in. Hunspell ranks by its own n-gram scores, which
// can put the fix of a swapped pair of letters ("Teh" -> "The") twelfth, behind words one letter
// shorter. Reordered here by what a typist most likely meant: fewest edits (a swap of neighbours
// counts as one), then the same letters in another order, then the same length; ties keep
// Hunspell's order.
#pragma once

#include <QString>
#include <QStringList>

namespace folio {

// Edits (insert, delete, replace, swap of two neighbours) between a and b, ignoring case.
int typingDistance(const QString& a, const QString& b);

QStringList rankSuggestions(const QString& word, const QStringList& suggestions);

}  // namespace folio
