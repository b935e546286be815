// A minimal test harness for the engine's tests. The engine must build and be tested on the
// GPU machine, which has no Qt, so these tests cannot use QtTest; the Qt-side tests do.
//
//   FOLIO_TEST(name) { CHECK(x); CHECK_EQ(a, b); CHECK_NEAR(a, b, tol); SKIP("why"); }
//
// main() runs every test (or those named on the command line), prints one line per test and
// a closing "N passed, N failed, N skipped" line. Exit code: 0 all passed, 1 a failure,
// 77 when every test skipped (ctest's SKIP_RETURN_CODE).
#pragma once

#include <cmath>
#include <cstdio>
#include <exception>
#include <functional>
#include <sstream>
#include <string>
#include <vector>

namespace folio::test {

struct Failure {
    std::string message;
};
struct Skipped {
    std::string reason;
};

struct Case {
    const char* name;
    void (*fn)();
};

inline std::vector<Case>& registry() {
    static std::vector<Case> cases;
    return cases;
}

struct Registrar {
    Registrar(const char* name, void (*fn)()) { registry().push_back({name, fn}); }
};

template <typename T>
std::string show(const T& value) {
    std::ostringstream os;
    os << value;
    return os.str();
}

[[noreturn]] inline void fail(const char* file, int line, const std::string& what) {
    throw Failure{std::string(file) + ":" + std::to_string(line) + ": " + what};
}

// Directory of real shared test data (../shared/data), or "" when absent.
inline std::string shared_data_dir() {
#ifdef FOLIO_SHARED_DATA
    if (FILE* f = std::fopen(FOLIO_SHARED_DATA "/README.md", "rb")) {
        std::fclose(f);
        return FOLIO_SHARED_DATA;
    }
#endif
    return "";
}

inline int run_all(int argc, char** argv) {
    int passed = 0, failed = 0, skipped = 0;
    for (const Case& c : registry()) {
        if (argc > 1) {
            bool wanted = false;
            for (int i = 1; i < argc; ++i) wanted |= std::string(argv[i]) == c.name;
            if (!wanted) continue;
        }
        try {
            c.fn();
            ++passed;
            std::printf("PASS   %s\n", c.name);
        } catch (const Skipped& s) {
            ++skipped;
            std::printf("SKIP   %s: %s\n", c.name, s.reason.c_str());
        } catch (const Failure& f) {
            ++failed;
            std::printf("FAIL   %s: %s\n", c.name, f.message.c_str());
        } catch (const std::exception& e) {
            ++failed;
            std::printf("FAIL   %s: unexpected exception: %s\n", c.name, e.what());
        }
        std::fflush(stdout);
    }
    std::printf("%d passed, %d failed, %d skipped\n", passed, failed, skipped);
    if (failed) return 1;
    return passed == 0 && skipped > 0 ? 77 : 0;
}

}  // namespace folio::test

#define FOLIO_TEST(name)                                                      \
    static void name();                                                       \
    static const folio::test::Registrar name##_registrar(#name, &name);       \
    static void name()

#define CHECK(cond) \
    do { if (!(cond)) folio::test::fail(__FILE__, __LINE__, "CHECK(" #cond ") failed"); } while (0)

#define CHECK_EQ(a, b)                                                                        \
    do {                                                                                      \
        const auto& va_ = (a);                                                                \
        const auto& vb_ = (b);                                                                \
        if (!(va_ == vb_))                                                                    \
            folio::test::fail(__FILE__, __LINE__,                                             \
                              std::string(#a " == " #b ": ") + folio::test::show(va_) +       \
                                  " vs " + folio::test::show(vb_));                           \
    } while (0)

#define CHECK_NEAR(a, b, tol)                                                                 \
    do {                                                                                      \
        const double va_ = (a), vb_ = (b);                                                    \
        if (!(std::fabs(va_ - vb_) <= (tol)))                                                 \
            folio::test::fail(__FILE__, __LINE__,                                             \
                              std::string(#a " ~ " #b ": ") + std::to_string(va_) + " vs " +  \
                                  std::to_string(vb_) + " (tol " + std::to_string(tol) + ")"); \
    } while (0)

// Passes when the expression throws an exception whose what() contains `needle`.
#define CHECK_THROWS_WITH(expr, needle)                                                        \
    do {                                                                                       \
        bool threw_ = false;                                                                   \
        try { (void)(expr); } catch (const std::exception& e_) {                               \
            threw_ = true;                                                                     \
            if (std::string(e_.what()).find(needle) == std::string::npos)                      \
                folio::test::fail(__FILE__, __LINE__,                                          \
                                  std::string("exception '") + e_.what() + "' lacks '" + (needle) + "'"); \
        }                                                                                      \
        if (!threw_) folio::test::fail(__FILE__, __LINE__, "expected an exception: " #expr);   \
    } while (0)

#define SKIP(reason) throw folio::test::Skipped{reason}

#define FOLIO_TEST_MAIN() \
    int main(int argc, char** argv) { return folio::test::run_all(argc, argv); }
