#include "text/bpe.h"

#include <algorithm>
#include <mutex>

#include "folio/engine/engine.h"
#include "text/byte_level.h"

namespace folio::engine {

// Open-addressing hash table: (left id, right id) -> (rank, merged id). Looked up for every
// adjacent pair of every uncached piece, so it avoids std::unordered_map's node chasing.
struct BpeModel::MergeTable {
    struct Slot {
        std::uint64_t key = kEmpty;
        std::int32_t rank = 0;
        std::int32_t merged = 0;
    };
    static constexpr std::uint64_t kEmpty = ~std::uint64_t{0};
    std::vector<Slot> slots;
    std::uint64_t mask = 0;

    explicit MergeTable(std::size_t count) {
        std::size_t capacity = 16;
        while (capacity < count * 2) capacity *= 2;
        slots.resize(capacity);
        mask = capacity - 1;
    }
    static std::uint64_t key_of(std::int32_t left, std::int32_t right) {
        return (std::uint64_t(std::uint32_t(left)) << 32) | std::uint32_t(right);
    }
    static std::uint64_t hash(std::uint64_t key) {
        key ^= key >> 33;
        key *= 0xff51afd7ed558ccdULL;
        key ^= key >> 33;
        return key;
    }
    // Keeps the first (lowest) rank when a pair is listed twice, as HF does.
    void insert(std::int32_t left, std::int32_t right, std::int32_t rank, std::int32_t merged) {
        const std::uint64_t key = key_of(left, right);
        for (std::uint64_t i = hash(key) & mask;; i = (i + 1) & mask) {
            if (slots[i].key == key) return;
            if (slots[i].key == kEmpty) {
                slots[i] = {key, rank, merged};
                return;
            }
        }
    }
    const Slot* find(std::int32_t left, std::int32_t right) const {
        const std::uint64_t key = key_of(left, right);
        for (std::uint64_t i = hash(key) & mask;; i = (i + 1) & mask) {
            if (slots[i].key == key) return &slots[i];
            if (slots[i].key == kEmpty) return nullptr;
        }
    }
};

// Piece bytes -> ids, sharded so that threads rarely wait on one another. Like HF's cache it
// stops growing when full (a bounded cache needs no eviction bookkeeping on the hot path).
class BpeModel::PieceCache {
public:
    bool find(std::string_view key, std::size_t hash, std::vector<std::int32_t>& out) const {
        Shard& shard = shards_[hash % kShards];
        std::lock_guard lock(shard.mutex);
        const auto it = shard.map.find(key);
        if (it == shard.map.end()) return false;
        out.insert(out.end(), it->second.begin(), it->second.end());
        return true;
    }
    void insert(std::string_view key, std::size_t hash, const std::int32_t* ids, std::size_t count) const {
        Shard& shard = shards_[hash % kShards];
        std::lock_guard lock(shard.mutex);
        if (shard.map.size() >= kEntriesPerShard || key.size() > kMaxPieceBytes) return;
        shard.map.emplace(std::string(key), std::vector<std::int32_t>(ids, ids + count));
    }

private:
    static constexpr std::size_t kShards = 64;
    static constexpr std::size_t kEntriesPerShard = 4096;
    // Words recur; a piece this long is a run of one character or junk, and caching it would let
    // one request keep megabytes for good.
    static constexpr std::size_t kMaxPieceBytes = 256;
    struct Shard {
        std::mutex mutex;
        std::unordered_map<std::string, std::vector<std::int32_t>, StringHash, std::equal_to<>> map;
    };
    mutable std::array<Shard, kShards> shards_;
};

BpeModel::BpeModel(TokenIdMap vocab, const std::vector<std::pair<std::string, std::string>>& merges,
                   bool ignore_merges, const std::string& source)
    : vocab_(std::move(vocab)), ignore_merges_(ignore_merges),
      merges_(std::make_unique<MergeTable>(merges.size())), cache_(std::make_unique<PieceCache>()) {
    const auto& chars = byte_level::byte_chars();
    for (int b = 0; b < 256; ++b) {
        const auto it = vocab_.find(chars[b]);
        if (it == vocab_.end())
            throw Error(source + ": the vocabulary has no token for byte " + std::to_string(b) +
                        " ('" + chars[b] + "'), so some text could not be encoded");
        byte_token_[b] = it->second;
    }
    for (std::size_t rank = 0; rank < merges.size(); ++rank) {
        const auto& [left, right] = merges[rank];
        const auto l = vocab_.find(left), r = vocab_.find(right), m = vocab_.find(left + right);
        if (l == vocab_.end() || r == vocab_.end() || m == vocab_.end())
            throw Error(source + ": merge " + std::to_string(rank) + " '" + left + " " + right +
                        "' uses a token missing from the vocabulary");
        merges_->insert(l->second, r->second, static_cast<std::int32_t>(rank), m->second);
    }
}

BpeModel::~BpeModel() = default;

void BpeModel::encode_piece(std::string_view bytes, std::vector<std::int32_t>& out) const {
    if (bytes.size() == 1) {
        out.push_back(byte_token_[static_cast<unsigned char>(bytes[0])]);
        return;
    }
    const std::size_t hash = std::hash<std::string_view>{}(bytes);
    if (cache_->find(bytes, hash, out)) return;
    const std::size_t first = out.size();
    merge(bytes, out);
    cache_->insert(bytes, hash, out.data() + first, out.size() - first);
}

void BpeModel::merge(std::string_view bytes, std::vector<std::int32_t>& out) const {
    if (ignore_merges_) {
        std::string spelled;
        for (char b : bytes) spelled += byte_level::byte_chars()[static_cast<unsigned char>(b)];
        if (const auto it = vocab_.find(spelled); it != vocab_.end()) {
            out.push_back(it->second);
            return;
        }
    }
    // Symbols form a linked list over the piece; a merged symbol keeps the left position.
    struct Symbol {
        std::int32_t id, prev, next;
    };
    struct Candidate {
        std::int32_t rank, position, left_id, right_id;
        bool operator>(const Candidate& o) const {
            return rank != o.rank ? rank > o.rank : position > o.position;
        }
    };
    thread_local std::vector<Symbol> symbols;
    thread_local std::vector<Candidate> heap;  // a min-heap through std::push_heap/pop_heap
    symbols.clear();
    heap.clear();
    const auto n = static_cast<std::int32_t>(bytes.size());
    for (std::int32_t i = 0; i < n; ++i)
        symbols.push_back({byte_token_[static_cast<unsigned char>(bytes[i])], i - 1, i + 1 < n ? i + 1 : -1});

    const std::greater<> later;
    auto consider = [&](std::int32_t left) {
        if (left < 0 || symbols[left].next < 0) return;
        const std::int32_t right = symbols[left].next;
        if (const auto* m = merges_->find(symbols[left].id, symbols[right].id)) {
            heap.push_back({m->rank, left, symbols[left].id, symbols[right].id});
            std::push_heap(heap.begin(), heap.end(), later);
        }
    };
    for (std::int32_t i = 0; i + 1 < n; ++i) consider(i);

    while (!heap.empty()) {
        std::pop_heap(heap.begin(), heap.end(), later);
        const Candidate c = heap.back();
        heap.pop_back();
        Symbol& left = symbols[c.position];
        // Stale when either side has changed (or been merged away) since it was queued.
        if (left.id != c.left_id || left.next < 0 || symbols[left.next].id != c.right_id) continue;
        Symbol& right = symbols[left.next];
        left.id = merges_->find(c.left_id, c.right_id)->merged;
        left.next = right.next;
        if (right.next >= 0) symbols[right.next].prev = c.position;
        right.id = -1;  // merged away
        consider(left.prev);
        consider(c.position);
    }
    for (std::int32_t i = 0; i >= 0; i = symbols[i].next) out.push_back(symbols[i].id);
}

}  // namespace folio::engine
