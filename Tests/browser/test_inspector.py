"""Browser test of the binding inspector, in headless Chromium.

Run by scripts/browser-tests.sh after test_screens.py, against the same kizuna-demo. One tab
shows /inspector; each screen is opened in a second tab, used a little (typing, clicks, a
pending request, live ticks) and left, ten times, alternately by closing the tab and by
navigating away; the inspector must come back to the number of bindings it showed before.
Every wait is an explicit poll with a generous timeout: the inspector refreshes once a second,
and a loaded machine may take longer to release a session.
"""

import os
import re
import unittest

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from test_screens import BASE, SHOTS, ScreenTestCase

TIMEOUT = 60  # seconds: a few inspector refreshes on a loaded 2-core machine, and then some
CYCLES = 10
SCREENS_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)),
                           "..", "..", "Demo", "Sources", "KizunaWeb", "Screens")

# Everything the inspector page shows, read in one call.
READ_INSPECTOR = """
const groups = [...document.querySelectorAll('#groups > section.group')].map((s) => ({
  label: s.dataset.label, count: Number(s.dataset.count), open: s.dataset.open === 'true',
  state: s.querySelector('.badge').textContent,
  sites: [...s.querySelectorAll('tr.binding td.site')].map((td) => td.textContent),
  events: [...s.querySelectorAll('tr.binding')].map((tr) => Number(tr.dataset.events)),
  graphSites: [...s.querySelectorAll('svg .node.binding')].map((g) => g.dataset.site),
  graphTexts: [...s.querySelectorAll('svg .node.binding text')].map((t) => t.textContent),
  edges: s.querySelectorAll('svg .edge').length,
  chains: s.querySelectorAll('svg .chain').length,
  sourceTexts: [...s.querySelectorAll('svg .node.source text')].map((t) => t.textContent),
}));
return {
  updates: Number(document.body.dataset.updates || 0),
  total: document.body.dataset.total === undefined ? null : Number(document.body.dataset.total),
  connection: document.body.dataset.connection || null,
  groups,
  released: [...document.querySelectorAll('#released li')].map((li) => li.textContent),
  // Type names such as Observable<String> are text: no element may come out of one.
  injected: document.querySelectorAll('#groups string, #groups bool, #groups double').length,
};
"""


def source_line(file, text):
    """The line number of the first line of a screen's source that contains `text`."""
    with open(os.path.join(SCREENS_DIR, file), encoding="utf-8") as source:
        for number, line in enumerate(source, start=1):
            if text in line:
                return number
    raise AssertionError(f"{text!r} not in {file}")


class InspectorTests(ScreenTestCase):
    # path, source file, and what a person does there before leaving.
    SCREENS = [
        ("sign-up", "SignUpScreen.swift", "sign_up"),
        ("composer", "MessageComposerScreen.swift", "compose"),
        ("counter", "CounterScreen.swift", "count"),
        ("favourites", "FavouritesScreen.swift", "favourite"),
        ("sectioned-inputs", "SectionedInputsScreen.swift", "add_rows"),
    ]

    # The inspector tab.

    def setUp(self):
        self.driver.get(BASE)
        self.driver.find_element(By.ID, "inspector").click()  # linked from the index
        self.inspector = self.driver.current_window_handle
        self.driver.get_log("browser")  # start with an empty console

    def inspector_state(self):
        self.driver.switch_to.window(self.inspector)
        return self.driver.execute_script(READ_INSPECTOR)

    def wait_for_inspector(self, condition, what):
        last = {}

        def check(_):
            nonlocal last
            last = self.inspector_state()
            return last["total"] is not None and condition(last)

        try:
            WebDriverWait(self.driver, TIMEOUT, poll_frequency=0.2).until(check)
        except Exception:
            summary = [(g["label"], g["count"], g["state"]) for g in last.get("groups", [])]
            self.fail(f"timed out waiting for {what}; inspector total {last.get('total')}, "
                      f"groups {summary}")
        return last

    def baseline(self):
        """The inspector's total once no closed screen is still going away."""
        state = self.wait_for_inspector(
            lambda s: all(g["open"] for g in s["groups"]) and s["connection"] == "connected",
            "a settled inspector")
        return state["total"], {g["label"] for g in state["groups"]}

    # A screen's tab.

    def open_screen(self, path):
        self.driver.switch_to.new_window("tab")
        self.driver.get(BASE + path)
        WebDriverWait(self.driver, TIMEOUT, poll_frequency=0.05).until(
            lambda d: d.execute_script(
                "return document.body.dataset.connection === 'connected' && "
                "Number(document.body.dataset.batches || 0) >= 1 && "
                "document.body.dataset.bindingLabel || null"))
        label = self.driver.execute_script("return document.body.dataset.bindingLabel")
        link = self.driver.find_element(By.ID, "bindings")
        self.assertEqual(link.text, f"Bindings: {label}")
        return label

    def batches(self):
        return self.driver.execute_script("return Number(document.body.dataset.batches || 0)")

    def after_replies(self, count, act):
        """Does `act`, then waits until the page has applied `count` more batches."""
        before = self.batches()
        act()
        WebDriverWait(self.driver, TIMEOUT, poll_frequency=0.05).until(
            lambda _: self.batches() >= before + count)

    def type(self, element_id, text):
        self.after_replies(len(text), lambda: self.driver.find_element(By.ID, element_id)
                           .send_keys(text))

    def click(self, element_id):
        self.after_replies(1, lambda: self.driver.find_element(By.ID, element_id).click())

    def sign_up(self):
        # Leaves with the one-second request still running: its timer holds the view model
        # until it fires, and then must let it go.
        self.type("loginID", "kizuna")
        self.type("password", "pw")
        self.type("passwordConfirmation", "pw")
        self.click("terms")
        self.click("signUp")

    def compose(self):
        self.type("destination", "a@example.com")
        self.type("message", "Hi")

    def count(self):
        self.click("active")
        self.click("increment")

    def favourite(self):
        # Leaves with live stars ticking every 250 ms.
        self.type("search", "a")
        self.click("sortOrder")
        self.click("live")

    def add_rows(self):
        self.click("addRow")
        self.click("grouped")

    def leave(self, cycle):
        """Closes the screen's tab (even cycles) or navigates it away first (odd ones)."""
        if cycle % 2:
            self.driver.get(BASE)
            self.driver.find_element(By.ID, "inspector")  # the index, loaded
        self.driver.close()
        self.driver.switch_to.window(self.inspector)

    # The test.

    def test_closing_each_screen_ten_times_returns_the_inspector_to_its_baseline(self):
        baseline, baseline_labels = self.baseline()
        for path, file, action in self.SCREENS:
            labels = []
            for cycle in range(CYCLES):
                label = self.open_screen(path)
                labels.append(label)
                getattr(self, action)()
                if cycle == 0:
                    self.check_screen_shown(label, path, file)
                self.leave(cycle)
                if cycle == 0:
                    # The inspector saw the screen: it notes its bindings going.
                    self.wait_for_inspector(
                        lambda s: any(line.startswith(f"{label} closed:")
                                      for line in s["released"]),
                        f"{label} noted as released")
            state = self.wait_for_inspector(
                lambda s: s["total"] == baseline
                and not any(g["label"] in labels for g in s["groups"]),
                f"the baseline of {baseline} bindings after {CYCLES} visits to {path}")
            self.assertEqual({g["label"] for g in state["groups"]}, baseline_labels, path)
            self.assertFalse([g for g in state["groups"] if "leak" in g["state"]], path)
        self.assertEqual([entry["message"] for entry in self.driver.get_log("browser")
                          if entry["level"] == "SEVERE"], [])

    def check_screen_shown(self, label, path, file):
        """The inspector lists the open screen's bindings, as a graph and a table, with
        creation lines in the screen's file and events counted."""
        pattern = re.compile(r"^KizunaWeb/" + re.escape(file) + r":\d+$")
        screen = self.driver.current_window_handle

        def shows_the_screen(state):
            group = next((g for g in state["groups"] if g["label"] == label), None)
            return (group is not None and group["open"]
                    and any(pattern.match(site) for site in group["sites"])
                    and sum(e for s, e in zip(group["sites"], group["events"])
                            if pattern.match(s)) > 0)

        state = self.wait_for_inspector(shows_the_screen, f"{label}'s bindings")
        group = next(g for g in state["groups"] if g["label"] == label)
        self.assertEqual(group["state"], "open")
        self.assertEqual(len(group["sites"]), group["count"])
        self.assertEqual(group["graphSites"], group["sites"])  # one graph node per binding
        self.assertGreaterEqual(group["edges"], group["count"])  # one to each target at least
        # Each node shows its site, or (when long) its end: the file and the line.
        for site in group["sites"]:
            self.assertTrue(any(text == site or (text.startswith("…") and site.endswith(text[1:])
                                                 and re.search(r"\w+\.swift:\d+$", text))
                                for text in group["graphTexts"]), site)
        self.assertEqual(state["injected"], 0)
        if path == "sign-up":
            self.assertIn("Observable<String>", group["sourceTexts"])
            self.assertIn('“#loginID.text”', group["sourceTexts"])  # a control's named property
            # The view model's texts are bound to the controls' properties, which the page
            # observes: each such target is joined to its box among the sources.
            self.assertGreater(group["chains"], 0)
            # Typing reached the login field's two-way binding, listed at its own line.
            line = source_line(file, "model.loginID.bidirectionalBind")
            site = f"KizunaWeb/SignUpScreen.swift:{line}"
            self.assertIn(site, group["sites"])
            self.assertGreater(group["events"][group["sites"].index(site)], 0)
            self.driver.save_screenshot(os.path.join(SHOTS, "inspector.png"))
        self.driver.switch_to.window(screen)


if __name__ == "__main__":
    unittest.main()
