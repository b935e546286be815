#include "mathspans.h"

namespace folio {

namespace {

bool isEscaped(QStringView text, int pos) {
    int backslashes = 0;
    for (int i = pos - 1; i >= 0 && text[i] == u'\\'; --i) ++backslashes;
    return backslashes % 2 == 1;
}

// `\begin{name}` at pos: returns the name, empty when there is none.
QString environmentAt(QStringView text, int pos) {
    static const QString begin = QStringLiteral("\\begin{");
    if (!text.mid(pos).startsWith(begin)) return {};
    const int close = text.indexOf(u'}', pos + begin.size());
    if (close < 0) return {};
    const QStringView name = text.mid(pos + begin.size(), close - pos - begin.size());
    for (QChar c : name)
        if (!c.isLetter() && c != u'*') return {};
    return name.toString();
}

// Finds the \end{name} that closes the environment opened before `from`, counting nesting.
int findEnvironmentEnd(QStringView text, int from, const QString& name, int* closeLength) {
    const QString open = QStringLiteral("\\begin{") + name + u'}';
    const QString close = QStringLiteral("\\end{") + name + u'}';
    int depth = 1;
    int pos = from;
    while (pos < text.size()) {
        const int nextOpen = text.indexOf(open, pos);
        const int nextClose = text.indexOf(close, pos);
        if (nextClose < 0) return -1;
        if (nextOpen >= 0 && nextOpen < nextClose) {
            ++depth;
            pos = nextOpen + open.size();
            continue;
        }
        if (--depth == 0) {
            *closeLength = close.size();
            return nextClose;
        }
        pos = nextClose + close.size();
    }
    return -1;
}

// A paragraph break ends inline math: a truncated `$x` must not swallow the rest of the page.
int blankLineAfter(QStringView text, int from) {
    const int i = text.indexOf(QStringLiteral("\n\n"), from);
    return i < 0 ? int(text.size()) : i;
}

}  // namespace

QList<MathSpan> findMathSpans(QStringView text) {
    QList<MathSpan> spans;
    int i = 0;
    const int n = int(text.size());
    while (i < n) {
        const QChar c = text[i];
        if (c == u'`' ) {  // code spans are not math: skip them whole
            int ticks = 0;
            while (i + ticks < n && text[i + ticks] == u'`') ++ticks;
            const QString fence(ticks, u'`');
            const int close = text.indexOf(fence, i + ticks);
            i = close < 0 ? i + ticks : close + ticks;
            continue;
        }
        if (c != u'$' && c != u'\\') { ++i; continue; }
        if (isEscaped(text, i)) { ++i; continue; }

        MathSpan span;
        span.start = i;
        if (c == u'$' && i + 1 < n && text[i + 1] == u'$') {
            span.display = true;
            span.contentStart = i + 2;
            int close = span.contentStart;
            while ((close = text.indexOf(QStringLiteral("$$"), close)) >= 0 && isEscaped(text, close)) ++close;
            if (close < 0) {
                span.closed = false;
                span.contentEnd = span.end = n;
            } else {
                span.contentEnd = close;
                span.end = close + 2;
            }
        } else if (c == u'$') {
            if (i + 1 >= n || text[i + 1].isSpace()) { ++i; continue; }
            const int limit = blankLineAfter(text, i);
            int close = -1;
            for (int j = i + 1; j < limit; ++j) {
                if (text[j] != u'$' || isEscaped(text, j)) continue;
                if (text[j - 1].isSpace()) continue;
                if (j + 1 < n && text[j + 1].isDigit()) continue;
                close = j;
                break;
            }
            if (close < 0) { ++i; continue; }
            span.contentStart = i + 1;
            span.contentEnd = close;
            span.end = close + 1;
        } else if (i + 1 < n && (text[i + 1] == u'(' || text[i + 1] == u'[')) {
            span.display = text[i + 1] == u'[';
            const QString closer = span.display ? QStringLiteral("\\]") : QStringLiteral("\\)");
            span.contentStart = i + 2;
            int close = span.contentStart;
            while ((close = text.indexOf(closer, close)) >= 0 && isEscaped(text, close)) ++close;
            if (close < 0) {
                span.closed = false;
                span.contentEnd = span.end = span.display ? n : blankLineAfter(text, i);
            } else {
                span.contentEnd = close;
                span.end = close + 2;
            }
        } else {
            const QString name = environmentAt(text, i);
            if (name.isEmpty()) { ++i; continue; }
            span.display = true;
            span.environment = name;
            // The environment is part of the formula: content spans \begin ... \end inclusive.
            span.contentStart = i;
            int closeLength = 0;
            const int close = findEnvironmentEnd(text, text.indexOf(u'}', i) + 1, name, &closeLength);
            if (close < 0) {
                span.closed = false;
                span.contentEnd = span.end = n;
            } else {
                span.contentEnd = span.end = close + closeLength;
            }
        }
        spans.append(span);
        i = std::max(span.end, i + 1);
    }
    return spans;
}

bool insideMath(const QList<MathSpan>& spans, int pos) {
    for (const MathSpan& s : spans)
        if (pos >= s.start && pos < s.end) return true;
    return false;
}

QList<TextPiece> splitOutsideMath(const QString& text) {
    QList<TextPiece> pieces;
    auto addText = [&](int from, int to) {
        // Inline code is verbatim too; split it out of the plain stretch.
        int pos = from;
        while (pos < to) {
            const int tick = text.indexOf(u'`', pos);
            if (tick < 0 || tick >= to) break;
            int ticks = 0;
            while (tick + ticks < to && text[tick + ticks] == u'`') ++ticks;
            const int close = text.indexOf(QString(ticks, u'`'), tick + ticks);
            if (close < 0 || close + ticks > to) break;
            if (tick > pos) pieces.append({false, text.mid(pos, tick - pos)});
            pieces.append({true, text.mid(tick, close + ticks - tick)});
            pos = close + ticks;
        }
        if (to > pos) pieces.append({false, text.mid(pos, to - pos)});
    };
    int pos = 0;
    for (const MathSpan& s : findMathSpans(text)) {
        addText(pos, s.start);
        pieces.append({true, text.mid(s.start, s.end - s.start)});
        pos = s.end;
    }
    addText(pos, int(text.size()));
    return pieces;
}

}  // namespace folio
