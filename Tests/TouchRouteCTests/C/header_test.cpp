// The header as C++ sees it: compiled with g++ -std=c++17 -Wall -Wextra -pedantic -Werror.
#include <touchroute.h>

#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

namespace {
struct Log {
    std::vector<std::string> decisions;
};

void on_decision(void *user_data, const tr_decision *decision) {
    static_cast<Log *>(user_data)->decisions.push_back(std::string(decision->view_name) + " " + decision->rule + " " +
                                                       decision->outcome_name);
}
}  // namespace

int main() {
    tr_window *window = nullptr;
    if (tr_window_create_default_layout(tr_size{800, 480}, &window) != TR_OK) return 1;
    Log log;
    tr_window_on_decision(window, on_decision, &log);
    tr_contact finger{1, TR_PHASE_BEGAN, 600, 240, NAN, NAN, NAN};
    tr_window_handle_frame(window, 0, &finger, 1);
    finger.phase = TR_PHASE_MOVED;
    for (int i = 1; i <= 10; ++i) {
        finger.x = 600 - 30 * i;
        tr_window_handle_frame(window, i / 60.0, &finger, 1);
    }
    finger.phase = TR_PHASE_ENDED;
    tr_window_handle_frame(window, 11 / 60.0, &finger, 1);
    tr_window_settle(window, 3, nullptr);
    int32_t page = -1;
    tr_window_current_page(window, &page, nullptr);
    tr_window_destroy(window);
    bool took = false;
    for (const auto &line : log.decisions) took = took || line == "pager remorseful taken-over";
    std::printf("C++: page %d, %zu decisions\n", page, log.decisions.size());
    return took && page == 1 ? 0 : 1;
}
