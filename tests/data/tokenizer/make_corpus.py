#!/usr/bin/env python3
"""Writes corpus.txt and invalid_utf8.txt, the tokenizer parity corpus (deterministic).

corpus.txt: one test case per line, raw UTF-8 (a line may end in \\r, kept on purpose: the
file is marked -text in .gitattributes). invalid_utf8.txt: one case per line with bytes written
as \\xHH (and a backslash as \\\\), since the cases are not valid UTF-8.
Run: python3 tests/data/tokenizer/make_corpus.py  (from anywhere)
"""
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))

SENTENCES = {
    "en": [
        "The quick brown fox jumps over the lazy dog.",
        "It's a truth universally acknowledged that we'll need more tests, isn't it?",
        "Invoice No. 2024-0193 was issued on 12 March 2024 for $1,299.99 (VAT incl.).",
        "They'd said they're sure you've seen what I'm talking about; she'll agree.",
        "OCR quality depends on resolution, contrast and the font used on the page.",
        "Table 3 lists the results: accuracy 97.3%, recall 88.1% and F1 = 0.92.",
        "Please see Section 4.2 (pages 17-23) for the derivation.",
        "DON'T PANIC. YOU'LL BE FINE. WE'VE GOT IT. I'M SURE THEY'D AGREE.",
        "e-mail: john.doe@example.com, phone: +1 (555) 010-9999",
        "Chapter IV -- The Return of the Native",
        "The committee met on Tuesday; minutes were recorded by Ms. O'Neill.",
        "Mr. Smith's dog's bone wasn't where the dogs' owners left it.",
    ],
    "zh": [
        "今天天气很好，我们去公园散步吧。",
        "光学字符识别（OCR）是将图像中的文字转换为机器可编辑文本的技术。",
        "第三章：数据预处理与特征提取",
        "根据2023年的统计，全国共有1,234所高校。",
        "他说：“这本书非常有意思，你一定要读一读！”",
        "表1显示了不同模型在测试集上的准确率。",
        "北京是中华人民共和国的首都，也是全国的政治、文化中心。",
        "請注意：繁體中文的字形與簡體中文有所不同。",
        "金额：人民币壹万贰仟叁佰肆拾伍元整（¥12,345.00）",
        "公式 E=mc² 由爱因斯坦于1905年提出。",
    ],
    "ja": [
        "吾輩は猫である。名前はまだ無い。",
        "東京都渋谷区神南1-2-3　株式会社サンプル",
        "このドキュメントは、光学文字認識のテスト用です。",
        "カタカナとひらがな、そして漢字が混在しています。",
        "ｈａｌｆｗｉｄｔｈ ﾊﾝｶｸｶﾀｶﾅ と全角英数字ＡＢＣ１２３",
        "令和６年４月１日から施行する。",
        "「こんにちは」と彼女は言った。",
        "第２条　この法律において「個人情報」とは、生存する個人に関する情報をいう。",
    ],
    "fr": [
        "L'été dernier, nous sommes allés à la plage près de Saint-Malo.",
        "Le cœur a ses raisons que la raison ne connaît point.",
        "Qu'est-ce que c'est ? C'est l'œuvre d'un maître.",
        "Les élèves doivent rendre leur devoir avant le 15 décembre à 18 h.",
        "Où est la gare ? — À deux pas d'ici, derrière l'hôtel de ville.",
        "« Bonjour », dit-il en ôtant son chapeau.",
        "Ça coûte 12,50 € TTC, soit 10,42 € HT.",
        "L'Hôpital Saint-Louis a été fondé en 1607 par Henri IV.",
    ],
    "de": [
        "Die Straße ist nass, weil es gestern geregnet hat.",
        "Größenordnung, Übermäßig, Äpfel und Öl: Umlaute überall.",
        "Sehr geehrte Damen und Herren, hiermit kündige ich meinen Vertrag fristgerecht.",
        "Donaudampfschifffahrtsgesellschaftskapitän",
        "Der Preis beträgt 1.234,56 EUR zzgl. 19 % MwSt.",
        "„Wie geht's?“, fragte sie. „Gut, danke.“",
        "GROSSBUCHSTABEN MIT ẞ UND ß",
        "Anlage 3: Übersicht der Fördermittel 2019–2023",
    ],
    "es": [
        "¿Dónde está la biblioteca? ¡Está allí, junto al café!",
        "El niño comió una piña en el año 2020.",
        "La señora Núñez llegó a las 9:45 de la mañana.",
        "Artículo 14. Los españoles son iguales ante la ley.",
        "Pingüino, cigüeña y vergüenza llevan diéresis.",
        "Total a pagar: 1.250,00 € (IVA incluido).",
        "Cervantes escribió «Don Quijote de la Mancha».",
    ],
    "it": [
        "Perché l'università è chiusa oggi? Perché è festa.",
        "La città più bella del mondo è sicuramente Firenze.",
        "Nel mezzo del cammin di nostra vita mi ritrovai per una selva oscura.",
        "Il prezzo è di 3.500,00 euro, IVA esclusa.",
        "Dov'è l'albergo? È là, vicino alla stazione.",
        "Caffè, tè e cioccolata calda: menù del giorno.",
    ],
    "nl": [
        "Het is vandaag mooi weer in Amsterdam.",
        "De rijkswaterstaat beheert de dijken en sluizen.",
        "Ik heb gisteren een ijsje gegeten bij de Vlaamse frituur.",
        "Zo'n mooie dag! 's Ochtends regen, 's middags zon.",
        "Factuurnummer 2023/0042, vervaldatum 31-12-2023.",
        "Coördinatie en reëel overleg zijn belangrijk.",
    ],
    "pt": [
        "A educação é a arma mais poderosa que você pode usar para mudar o mundo.",
        "São Paulo é a maior cidade do Brasil.",
        "Não sei se ele já chegou; vou ligar às três horas.",
        "Informações: ação, coração, pão e mãe.",
        "O preço é R$ 1.999,90 à vista.",
        "Avó, avô e órgãos públicos.",
    ],
    "sv": [
        "Jag älskar att åka skidor i fjällen på vintern.",
        "Räksmörgås är en svensk klassiker.",
        "Sjuksköterskan kom klockan 07.30 på måndagen.",
        "Överenskommelsen undertecknades i Göteborg den 3 maj.",
        "Hon sa: ”Det här är inte möjligt.”",
    ],
    "da": [
        "Rødgrød med fløde er svært at udtale.",
        "Æbler, øl og ål er typisk danske ord.",
        "Københavns Kommune har åbnet en ny skole.",
        "Beløbet udgør 12.345,67 kr. inkl. moms.",
        "Hvornår går toget til Århus?",
    ],
}

LATEX = [
    r"$E = mc^2$",
    r"$$\int_0^\infty e^{-x^2}\,dx = \frac{\sqrt{\pi}}{2}$$",
    r"\begin{equation} \sum_{n=1}^{\infty} \frac{1}{n^2} = \frac{\pi^2}{6} \end{equation}",
    r"\begin{align*} a &= b + c \\ d &= e \cdot f \end{align*}",
    r"$\mathbf{x} \in \mathbb{R}^{n \times m}$, $\|\mathbf{x}\|_2 \leq 1$",
    r"\frac{\partial L}{\partial \theta} = -\frac{1}{N}\sum_i \nabla_\theta \log p_\theta(y_i|x_i)",
    r"$\alpha + \beta = \gamma$ and $\lim_{x \to 0} \frac{\sin x}{x} = 1$",
    r"\begin{pmatrix} 1 & 0 \\ 0 & 1 \end{pmatrix}",
    r"$f(x) = \begin{cases} x^2 & x \ge 0 \\ -x & x < 0 \end{cases}$",
    r"\textbf{Theorem 1.} Let $G$ be a finite group and $H \leq G$. Then $|H|$ divides $|G|$.",
    r"$$P(A \mid B) = \frac{P(B \mid A)\,P(A)}{P(B)}$$",
    r"\hat{y} = \operatorname{softmax}(W h + b), \quad W \in \mathbb{R}^{k \times d}",
    r"$x_{i,j}^{(t+1)} = x_{i,j}^{(t)} - \eta \, g_{i,j}$",
    r"\left( \frac{a}{b} \right)^{-1} = \frac{b}{a}",
    r"$\overline{z} = a - bi$, $\sqrt[3]{27} = 3$, $10^{-6}\,\mathrm{m}$",
]

HTML = [
    "<table>",
    "<table border=\"1\"><tr><th>Name</th><th>Qty</th><th>Price</th></tr>",
    "<tr><td>Widget</td><td>3</td><td>12.50</td></tr>",
    "<tr><td colspan=\"2\">Total</td><td>37.50</td></tr>",
    "<tr><td rowspan=\"2\">Région</td><td>Île-de-France</td><td>12 345</td></tr>",
    "<thead><tr><th>年份</th><th>收入（万元）</th></tr></thead>",
    "<tbody><tr><td>2022</td><td>1,024</td></tr></tbody></table>",
    "<td style=\"text-align:right\">&nbsp;&amp;&lt;&gt;</td>",
    "</table>",
    "<p>Paragraph with <b>bold</b>, <i>italic</i> and <a href=\"https://example.org/?q=1&r=2\">a link</a>.</p>",
    "<br/><hr/><img src=\"image_1.png\" alt=\"figure\"/>",
    "<div class=\"footer\">Page 3 of 12</div>",
]

MARKDOWN = [
    "# Heading 1",
    "## 2. Methods and Materials",
    "### Übersicht",
    "- item one\n- item two",
    "* [ ] todo\n* [x] done",
    "1. First\n2. Second\n3. Third",
    "| Name | Age | City |",
    "|------|----:|:----:|",
    "| Alice | 30 | Paris |",
    "| 张三 | 25 | 北京 |",
    "**bold** and __also bold__, *italic* and _italic_",
    "> A quote\n> spanning lines",
    "![image](image_1.png)120,45,880,512",
    "[link text](https://example.com/path?x=1#frag)",
    "```python\nprint('hi')\n```",
    "---",
    "Footnote[^1].\n\n[^1]: The note.",
    "`inline code` and ``double `tick` code``",
]

CODE = [
    "def f(x):\n    return x ** 2 + 1",
    "for (int i = 0; i < n; ++i) { sum += a[i] * b[i]; }",
    "#include <stdio.h>\nint main(void) { printf(\"Hello, %s!\\n\", \"world\"); return 0; }",
    "const result = items.filter(x => x.active).map(x => x.id);",
    "SELECT name, COUNT(*) FROM users WHERE age >= 18 GROUP BY name;",
    "if __name__ == \"__main__\":\n\tmain()",
    "fn main() { let v: Vec<i32> = (0..10).collect(); println!(\"{:?}\", v); }",
    "public static void main(String[] args) throws IOException {",
    "<?php echo $user['name'] ?? 'anonymous'; ?>",
    "x = {'a': 1, \"b\": [1, 2, 3], 'c': None}",
    "    indented_with_spaces = True",
    "\t\tindented_with_tabs = False",
    "git commit -m \"Fix bug #123\" && git push origin main",
    "std::vector<std::pair<int, std::string>> v{{1, \"a\"}, {2, \"b\"}};",
    "lambda x: x if x > 0 else -x  # absolute value",
    "a+=1;b-=2;c*=3;d/=4;e%=5;f**=6;g//=7;h&=8;i|=9;j^=10",
    "    }\n  }\n}",
    "{\"key\": \"value\", \"nested\": {\"list\": [true, false, null]}}",
]

EMOJI = [
    "I love this! 😀😃😄😁",
    "Family: 👨‍👩‍👧‍👦 and couple: 👩‍❤️‍👨",
    "Flags: 🇫🇷 🇩🇪 🇯🇵 🇨🇳 🇺🇸 🇸🇪 🇩🇰 🇳🇱 🇪🇸 🇮🇹 🇵🇹",
    "Skin tones: 👍🏻 👍🏼 👍🏽 👍🏾 👍🏿",
    "Professions: 👩🏽‍💻 👨🏿‍🚀 🧑‍🔬",
    "Keycaps: 1️⃣ 2️⃣ #️⃣ *️⃣",
    "Hearts ❤️ 🧡 💛 💚 💙 💜 🖤 🤍 🤎",
    "Rainbow flag 🏳️‍🌈 and pirate 🏴‍☠️",
    "Subdivision flag 🏴󠁧󠁢󠁳󠁣󠁴󠁿",
    "Math: ∑ ∏ ∫ √ ∞ ≈ ≠ ≤ ≥ ± × ÷",
    "Arrows → ← ↑ ↓ ⇒ ⇔ and boxes ☐ ☑ ☒",
    "✅ Done ❌ Failed ⚠️ Warning",
    "🤷‍♀️🤦‍♂️🙋🏻‍♀️",
]

OTHER_SCRIPTS = [
    "Привет, мир! Как дела?",
    "Ελληνικά: Καλημέρα σας.",
    "مرحبا بالعالم",
    "שלום עולם",
    "नमस्ते दुनिया",
    "안녕하세요 세계",
    "สวัสดีชาวโลก",
    "Tiếng Việt có dấu: Người ta nói rằng.",
    "Ǆemal Ǉubljana ǋuska",
    "Ⅰ Ⅱ Ⅲ Ⅳ ⅰ ⅱ ① ② ③ ¼ ½ ¾ ² ³",
    "٠١٢٣٤٥٦٧٨٩ ०१२३ ๐๑๒",
]

NUMBERS = [
    "0", "7", "42", "123", "1234", "12345", "1234567890", "3.14159", "-273.15", "6.022e23",
    "1,000,000", "1.000.000", "1 000 000", "1 000 000", "0x1F", "0b1011", "v2.3.1",
    "2024-03-12T08:15:30Z", "12/31/1999", "31.12.1999", "+33 1 23 45 67 89", "100%",
    "1st 2nd 3rd 4th", "ISBN 978-3-16-148410-0", "IBAN DE89 3704 0044 0532 0130 00",
    "99.9999%", "$5", "€5", "£5", "¥5", "5°C", "90°", "1/2", "3:4", "10x20", "A4", "H2O",
    "١٢٣", "１２３", "Ⅻ", "⑩", "𝟙𝟚𝟛",
]

WHITESPACE = [
    "two  spaces", "three   spaces", "tab\tseparated\tvalues", "trailing space ", "trailing spaces   ",
    "   leading spaces", "\tleading tab", "nbsp\u00a0between", "nbsp\u00a0\u00a0twice",
    "ideographic\u3000space", "全角　スペース", "thin\u2009space", "narrow\u202fnbsp 10\u202f000",
    "em\u2003space", "zero\u200bwidth", "word joiner\u2060here", "bom\ufeffinside", "line\u2028sep",
    "para\u2029sep", "nel\u0085here", "vt\u000bff\u000cend", "ogham\u1680space",
    "windows line\r", "\r", "\r\r", " \r", "mixed \t \u00a0 \u3000 end", " ", "  ", "\t", "\t\t \t",
    "a" + " " * 40 + "b", " " * 17, "x\u00a0", "\u00a0x", "\u3000\u3000indent",
]

COMBINING = [
    "e\u0301", "E\u0301cole", "cafe\u0301", "n\u0303", "A\u030a", "a\u0308\u0304",
    "o\u0323\u0302", "o\u0302\u0323", "q\u0307\u0323", "\u1100\u1161\u11a8", "\u1100\u1161",
    "\u1112\u1161\u11ab\u1100\u1173\u11af", "\u0041\u030a\u0301", "\u212b", "\u2126", "\u1e9b\u0323",
    "\u0928\u093c", "\u0915\u093c", "\u05d1\u05bc", "\u0627\u0653", "\u00c5\u0301",
    "Vie\u0323\u0302t Nam", "Nguye\u0302\u0303n", "\u0340\u0341", "\u0301leading mark", "\u0344",
    "s\u0323\u0307", "\u1e0b\u0323", "d\u0307\u0323", "u\u0308\u0301", "\u00fc\u0301",
    "\u304b\u3099", "\u30cf\u309a", "\u0e01\u0e34\u0e4a", "\uf900", "\u2adc", "\ufb1d",
    "\u0f73", "\u0f75\u0f71", "a\u0328\u0301", "ε\u0301λ\u0301", "\u03b1\u0313\u0301",
    "\u0418\u0306", "\u0435\u0308", "I\u0307", "\u0130",
]

CONTRACTIONS = [
    "'s", "'t", "'re", "'ve", "'m", "'ll", "'d", "'S", "'T", "'RE", "'Ve", "'M", "'LL", "'lL", "'D",
    "'\u017f", "it'\u017fs", "'x", "''", "' s", "rock'n'roll", "'sound", "'tis", "'llama", "y'all",
    "O'Reilly's", "'123", "'\n", "'é", "'.", "'",
]

SPECIAL = [
    "<|im_start|>user\nHello<|im_end|>",
    "text<|endoftext|>more",
    "<|image_pad|><|image_pad|><|image_pad|>",
    "<|vision_start|><|image_pad|><|vision_end|>",
    "<think>reasoning</think>answer",
    "<tool_call>{\"name\": \"f\"}</tool_call>",
    "<|im_start|><|im_end|><|im_start|>",
    "<|im_start",
    "<|im_end|x",
    "<|IM_END|>",
    "< |im_end| >",
    "a<|fim_prefix|>b<|fim_middle|>c<|fim_suffix|>",
]


def variants(sentence, rng):
    """A few deterministic variations around one sentence."""
    words = sentence.split(" ")
    out = [
        sentence,
        sentence.upper(),
        sentence.lower(),
        " " + sentence,
        sentence + "  ",
        sentence.replace(" ", "  "),
        sentence.replace(" ", "\t"),
        sentence.replace(" ", "\u00a0"),
        "\u3000" + sentence,
        f"{rng.randint(1, 999)}. {sentence}",
        f"({rng.randint(1, 99)}) {sentence} [{rng.randint(100, 99999)}]",
        " ".join(reversed(words)),
        sentence + "\r",
        "- " + sentence,
        "> " + sentence,
        "**" + sentence + "**",
    ]
    cut = rng.randint(1, max(1, len(sentence) - 1))
    out.append(sentence[:cut])
    out.append(sentence[cut:])
    return out


def main():
    rng = random.Random(20240601)
    lines = []
    for language, sentences in SENTENCES.items():
        for sentence in sentences:
            lines.extend(variants(sentence, rng))
    for group in (LATEX, HTML, MARKDOWN, CODE, EMOJI, OTHER_SCRIPTS):
        for text in group:
            for part in text.split("\n"):
                lines.append(part)
            lines.append(" " + text.split("\n")[0])
            lines.append(text.split("\n")[0] + " ")
    lines.extend(NUMBERS)
    for _ in range(150):
        a, b = rng.randint(0, 10**rng.randint(1, 12)), rng.randint(0, 9999)
        sep = rng.choice([",", ".", " ", "", "-", "/", ":", "x", " + ", " = "])
        lines.append(f"{a}{sep}{b}")
    lines.extend(WHITESPACE)
    lines.extend(COMBINING)
    lines.extend(CONTRACTIONS)
    lines.extend(SPECIAL)
    # Mixed-script lines: words drawn from every language and group at random.
    pool = [w for s in SENTENCES.values() for t in s for w in t.split(" ")]
    pool += NUMBERS + [e.split(" ")[-1] for e in EMOJI] + [c for c in COMBINING]
    for _ in range(400):
        n = rng.randint(1, 12)
        seps = [" ", " ", " ", "  ", "\t", "\u00a0", "", ", ", "\u3000"]
        lines.append("".join(rng.choice(pool) + rng.choice(seps) for _ in range(n)).rstrip(" "))
    lines = [line for line in lines if "\n" not in line]
    with open(os.path.join(HERE, "corpus.txt"), "wb") as f:
        for line in lines:
            f.write(line.encode("utf-8") + b"\n")

    invalid = [
        b"\xff", b"\xfe\xff", b"abc\x80def", b"\xc0\xaf", b"\xe0\x80\xaf", b"\xed\xa0\x80",
        b"\xed\xbf\xbf", b"\xf4\x90\x80\x80", b"\xf8\x88\x80\x80\x80", b"\xf0\x9f\x98", b"\xf0\x9f",
        b"\xe4\xbd", b"\xe4\xbda", b"caf\xe9", b"na\xefve", b"\xc3", b"\xc3(", b"\xa0\xa1",
        b"\xe2\x82\xa1\xe2\x28\xa1", b"\xf0\x28\x8c\xbc", b"\xf0\x90\x28\xbc", b"\xf0\x28\x8c\x28",
        b"hello \xf0\x9f\x98 world", b"\xef\xbf\xbd", b"\x00", b"a\x00b", b"\x7f\x80\x81",
        b"\xc1\xbf", b"\xf5\x80\x80\x80", b"\xe0\xa0", b"\xe0\xa0\x80", b"\xf0\x90\x80",
        "Grüße".encode("latin-1"), "Ærø København".encode("latin-1"), "日本語".encode("shift_jis"),
        "中文".encode("gbk"), b"\xef\xbb\xbfBOM start", b"<|im_end|>\xff<|im_start|>",
        b"\xcc\x81 leading invalid? no", b"\x80\x80\x80\x80\x80\x80", b"\xf0\x9f\x98\x80\xf0\x9f\x98",
        b"mixed \xe9t\xe9 caf\xc3\xa9", b"\xfc\x80\x80\x80\x80\x80", b"\xe1\x80\xe2\xf0\x91\x92\xf1\xbf\x41",
    ]
    with open(os.path.join(HERE, "invalid_utf8.txt"), "w", encoding="ascii") as f:
        for case in invalid:
            f.write("".join(chr(b) if 0x20 <= b < 0x7f and b != 0x5c else
                            ("\\\\" if b == 0x5c else f"\\x{b:02x}") for b in case) + "\n")
    print(f"{len(lines)} corpus lines, {len(invalid)} invalid UTF-8 lines")


if __name__ == "__main__":
    main()
