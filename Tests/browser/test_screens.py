"""Browser tests of the Kizuna sample screens, in headless Chromium through Selenium.

Run by scripts/browser-tests.sh, which starts kizuna-demo and sets KIZUNA_DEMO_URL. Each
test acts as a person would (types, clicks, toggles, drags), waits explicitly for the page
to reach a state, and reads all the state it checks in one execute_script call.
"""

import json
import os
import random
import sys
import time
import unittest
import urllib.error
import urllib.request
from urllib.parse import urlsplit

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.common.exceptions import WebDriverException
from selenium.webdriver.support.ui import WebDriverWait

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from latency_proxy import LatencyProxy  # noqa: E402

BASE = os.environ.get("KIZUNA_DEMO_URL", "http://127.0.0.1:8080/")
SHOTS = os.environ.get("KIZUNA_SCREENSHOTS", ".build/screenshots")
TIMEOUT = 15

# Reads every listed element's state at once, so no assertion sees a half-applied batch.
READ_STATE = """
const result = {};
for (const id of arguments[0]) {
  const el = document.getElementById(id);
  if (!el) { result[id] = null; continue; }
  const style = getComputedStyle(el);
  result[id] = {
    text: el.textContent, value: el.value === undefined ? null : el.value,
    checked: !!el.checked, disabled: !!el.disabled, hidden: el.hidden,
    animating: el.classList.contains('animating'), opacity: el.style.opacity || style.opacity,
    color: style.color,
    children: el.children.length,
  };
}
result.batches = Number(document.body.dataset.batches || 0);
result.lastError = document.body.dataset.lastError || null;
return result;
"""

RED = "rgb(215, 0, 21)"


def make_driver():
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage",
                     "--window-size=900,1000", "--disable-gpu"):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def server_state(session):
    """What the server holds for a page (kizuna-demo --testing serves it), read directly."""
    with urllib.request.urlopen(f"{BASE}debug/sessions/{session}", timeout=5) as response:
        return json.loads(response.read())


LATENCIES = (0, 0.05, 0.3)  # seconds each way between browser and server


class Via:
    """The server's base URL, directly (delay 0) or through a latency proxy."""

    def __init__(self, delay):
        self.delay = delay
        self.proxy = None

    def __enter__(self):
        if not self.delay:
            return BASE
        self.proxy = LatencyProxy(target_port=urlsplit(BASE).port, delay=self.delay).start()
        return f"http://127.0.0.1:{self.proxy.port}/"

    def __exit__(self, *_):
        if self.proxy:
            self.proxy.stop()


class ScreenTestCase(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.driver = make_driver()
        os.makedirs(SHOTS, exist_ok=True)

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()

    def open(self, path, base=None):
        self.driver.get((base or BASE) + path)
        self.wait_for(lambda s: s["batches"] >= 1, [], "the first batch")
        self.driver.get_log("browser")  # start each test with an empty console

    def console_errors(self):
        """Console messages at error level (uncaught exceptions, failed requests)."""
        return [entry["message"] for entry in self.driver.get_log("browser")
                if entry["level"] == "SEVERE"]

    def session(self):
        return self.driver.execute_script("return document.body.dataset.session || null")

    def state(self, ids):
        return self.driver.execute_script(READ_STATE, ids)

    def wait_for(self, condition, ids, what):
        last = {}

        def check(_):
            nonlocal last
            last = self.state(ids)
            return condition(last)

        try:
            WebDriverWait(self.driver, TIMEOUT, poll_frequency=0.05).until(check)
        except Exception:
            self.fail(f"timed out waiting for {what}; last state: {last}")
        return last

    def element(self, element_id):
        return self.driver.find_element(By.ID, element_id)

    def type(self, element_id, text):
        self.element(element_id).send_keys(text)

    def type_like_a_person(self, element_id, text, seconds_per_key=0.04):
        """Types one key at a time, at a quick person's pace, so replies arrive mid-word."""
        self.element(element_id).click()
        actions = ActionChains(self.driver)
        for character in text:
            actions.send_keys(character).pause(seconds_per_key)
        actions.perform()

    def screenshot(self, name):
        self.driver.save_screenshot(os.path.join(SHOTS, f"{name}.png"))


class IndexTests(ScreenTestCase):
    def test_index_links_every_screen(self):
        self.driver.get(BASE)
        links = self.driver.execute_script(
            "return [...document.querySelectorAll('.screens a')].map(a => a.getAttribute('href'))")
        for path in ("/sign-up", "/composer", "/counter", "/favourites", "/sectioned-inputs"):
            self.assertIn(path, links)
        self.screenshot("index")


class SignUpTests(ScreenTestCase):
    IDS = ["loginID", "password", "passwordConfirmation", "terms", "signUp", "warning",
           "spinner", "report"]

    def test_button_follows_the_form_and_request_reports_the_credentials(self):
        self.open("sign-up")
        state = self.state(self.IDS)
        self.assertTrue(state["signUp"]["disabled"])
        self.assertEqual(state["signUp"]["opacity"], "0.5")
        # The seed: no warning while any field is empty.
        self.assertEqual(state["warning"]["text"], "")
        self.assertEqual(state["warning"]["color"], RED)

        self.type("loginID", "Kizuna User")
        self.type("password", "secret")
        self.type("passwordConfirmation", "secreX")
        self.wait_for(lambda s: s["warning"]["text"] == "Passwords do not match.", self.IDS,
                      "the mismatch warning")
        self.element("passwordConfirmation").send_keys(Keys.BACKSPACE, "t")
        self.wait_for(lambda s: s["warning"]["text"] == "Please accept the terms of use.",
                      self.IDS, "the terms warning")
        self.element("terms").click()
        state = self.wait_for(lambda s: not s["signUp"]["disabled"], self.IDS, "enabled button")
        self.assertEqual(state["signUp"]["opacity"], "1")
        self.assertEqual(state["warning"]["text"], "")
        self.assertEqual(state["loginID"]["value"], "Kizuna User")  # as typed

        self.element("signUp").click()
        state = self.wait_for(lambda s: not s["spinner"]["hidden"], self.IDS, "the indicator")
        self.assertTrue(state["spinner"]["animating"])
        self.assertTrue(state["signUp"]["disabled"])
        state = self.wait_for(lambda s: s["report"]["text"] != "", self.IDS, "the report")
        self.screenshot("sign-up")
        self.assertEqual(state["report"]["text"],
                         'Signed up with login id "Kizuna User" and password "secret".')
        self.assertTrue(state["spinner"]["hidden"])
        self.assertFalse(state["signUp"]["disabled"])

    def test_fast_typing_with_50ms_latency_loses_nothing(self):
        with LatencyProxy(target_port=urlsplit(BASE).port, delay=0.05).start() as proxy:
            self.open("sign-up", base=f"http://127.0.0.1:{proxy.port}/")
            self.type_like_a_person("loginID", "Kizuna User Name")
            self.type_like_a_person("password", "correct horse battery staple")
            self.type("passwordConfirmation", "correct horse battery staple")
            self.element("terms").click()
            self.wait_for(lambda s: not s["signUp"]["disabled"], self.IDS, "enabled button")
            state = self.state(self.IDS)
            self.assertEqual(state["loginID"]["value"], "Kizuna User Name")
            self.assertEqual(state["password"]["value"], "correct horse battery staple")
            self.assertIsNone(state["lastError"])
            self.assertEqual(self.console_errors(), [])


class CaretTests(ScreenTestCase):
    """The caret stays with the user's edit on the test-only screen whose server rewrites the
    field."""
    IDS = ["handle"]

    def caret(self):
        return self.driver.execute_script(
            "const f = document.getElementById('handle'); return [f.selectionStart, f.selectionEnd];")

    def test_the_caret_stays_where_the_user_put_it_when_the_server_rewrites_the_text(self):
        with LatencyProxy(target_port=urlsplit(BASE).port, delay=0.05).start() as proxy:
            self.open("test-normalizing-field", base=f"http://127.0.0.1:{proxy.port}/")
            self.type_like_a_person("handle", "Kizuna User")
            self.wait_for(lambda s: s["handle"]["value"] == "kizunauser", self.IDS,
                          "the rewritten text")
            self.assertEqual(self.caret(), [10, 10])
            # Home, then X: the server's "xkizunauser" arrives; the caret stays after the x.
            self.element("handle").send_keys(Keys.HOME, "X")
            self.wait_for(lambda s: s["handle"]["value"] == "xkizunauser", self.IDS,
                          "the rewritten X")
            self.assertEqual(self.caret(), [1, 1])
            self.element("handle").send_keys("Y")
            state = self.wait_for(lambda s: s["handle"]["value"] in ("xykizunauser",
                                                                    "xkizunausery"),
                                  self.IDS, "the rewritten Y")
            self.assertEqual(state["handle"]["value"], "xykizunauser")
            self.assertEqual(self.caret(), [2, 2])
            # At the end: the space the server strips leaves the caret at the end.
            self.element("handle").send_keys(Keys.END, " Q")
            self.wait_for(lambda s: s["handle"]["value"] == "xykizunauserq", self.IDS,
                          "the rewritten end")
            self.assertEqual(self.caret(), [13, 13])
            self.assertEqual(server_state(self.session())["fields"]["handle"], "xykizunauserq")
            self.assertEqual(self.console_errors(), [])


    def test_the_caret_maps_through_a_rewrite_on_both_sides_of_it(self):
        # "Ab Cd" typed fast, Home, "XY" must give "xyabcd", not "xabcyd": the caret must
        # follow the edit, not the longest common prefix and suffix.
        for delay in LATENCIES:
            with self.subTest(latency=delay), Via(delay) as base:
                self.open("test-normalizing-field", base=base)
                self.element("handle").send_keys("Ab Cd")
                self.element("handle").send_keys(Keys.HOME, "X")
                self.wait_for(lambda s: s["handle"]["value"] == "xabcd", self.IDS,
                              "the rewritten X")
                self.assertEqual(self.caret(), [1, 1])
                self.element("handle").send_keys("Y")
                self.wait_for(lambda s: s["handle"]["value"] == "xyabcd", self.IDS,
                              "the rewritten Y")
                self.assertEqual(self.caret(), [2, 2])
                self.assertEqual(server_state(self.session())["fields"]["handle"], "xyabcd")
                self.assertEqual(self.console_errors(), [])


class LoneSurrogateTests(ScreenTestCase):
    """A field holding an unpaired UTF-16 surrogate (a paste, an IME, a script) loses no text:
    the page sends its text well formed, each lone surrogate as U+FFFD (as TextEncoder does),
    and the field shows what the server holds."""
    IDS = ["loginID", "connection"]
    HIGH, LOW, REPLACEMENT = 0xD83D, 0xDC00, 0xFFFD

    # The field's text as UTF-16 code units, read in the page: the driver's transport would
    # turn a lone surrogate into U+FFFD on the way, and hide it.
    CODE_UNITS = """
    const text = document.getElementById(arguments[0]).value, units = [];
    for (let i = 0; i < text.length; i += 1) units.push(text.charCodeAt(i));
    return units;
    """
    # Sets the field's text from code units, as a script would; with an input type, then
    # dispatches the input event a paste or an IME makes.
    SET = """
    const field = document.getElementById(arguments[0]);
    field.focus();
    field.value = String.fromCharCode(...arguments[1]);
    field.setSelectionRange(field.value.length, field.value.length);
    if (arguments[2]) {
      field.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: arguments[2] }));
    }
    """

    def code_units(self, element_id):
        return self.driver.execute_script(self.CODE_UNITS, element_id)

    def set_text(self, element_id, text, input_type=None):
        """Sets the text of `text`: a list of code units and one-letter strings."""
        units = [ord(part) if isinstance(part, str) else part for part in text]
        self.driver.execute_script(self.SET, element_id, units, input_type)

    def wait_for_server(self, field, expected, what):
        last = None

        def check(_):
            nonlocal last
            last = server_state(self.session())["fields"].get(field)
            return last == expected

        try:
            WebDriverWait(self.driver, TIMEOUT, poll_frequency=0.05).until(check)
        except Exception:
            self.fail(f"timed out waiting for {what}; the server holds {last!r}")

    def assert_page_shows(self, field, expected):
        """The field holds `expected` (well formed), the page says Live and saw no error."""
        encoded = expected.encode("utf-16-le")
        units = [int.from_bytes(encoded[i:i + 2], "little") for i in range(0, len(encoded), 2)]
        self.assertEqual(self.code_units(field), units)
        state = self.state(self.IDS)
        self.assertEqual(state["connection"]["text"], "Live")
        self.assertIsNone(state["lastError"])

    def test_a_lone_surrogate_set_by_script_becomes_a_replacement_character(self):
        self.open("sign-up")
        self.set_text("loginID", ["a", "b", self.HIGH])  # no input event: a script's edit
        self.type("loginID", "c")  # the next keystroke sends the field's text
        self.wait_for_server("loginID", "ab\ufffdc", "the text typed after the surrogate")
        self.assert_page_shows("loginID", "ab\ufffdc")
        self.type("loginID", "d")
        self.wait_for_server("loginID", "ab\ufffdcd", "a later keystroke")
        self.assert_page_shows("loginID", "ab\ufffdcd")
        self.assertEqual(self.console_errors(), [])

    def test_a_pasted_lone_surrogate_becomes_a_replacement_character(self):
        for units, expected in (([ord("x"), self.LOW, ord("y")], "x\ufffdy"),
                                ([self.HIGH], "\ufffd"),
                                ([self.LOW, self.HIGH], "\ufffd\ufffd"),
                                ([self.HIGH, self.LOW], "\U0001F400")):  # a pair stays
            with self.subTest(units=units):
                self.open("sign-up")
                self.set_text("loginID", units, "insertFromPaste")
                self.wait_for_server("loginID", expected, "the pasted text")
                self.assert_page_shows("loginID", expected)
                self.type("loginID", "z")
                self.wait_for_server("loginID", expected + "z", "a keystroke after the paste")
                self.assert_page_shows("loginID", expected + "z")
                self.assertEqual(self.console_errors(), [])

    def test_a_lone_surrogate_typed_becomes_a_replacement_character(self):
        # ChromeDriver refuses send_keys of a lone surrogate ("invalid argument: missing
        # command parameters": a lone surrogate has no UTF-8 form), so the keystrokes of an
        # IME are played by script: the text and the input event each one makes.
        self.open("sign-up")
        self.type("loginID", "k")
        typed = [ord("k")]
        for unit, input_type in ((self.HIGH, "insertCompositionText"), (ord("m"), "insertText")):
            typed.append(unit)
            self.set_text("loginID", typed, input_type)
        self.wait_for_server("loginID", "k\ufffdm", "the typed text")
        self.assert_page_shows("loginID", "k\ufffdm")
        self.assertEqual(self.console_errors(), [])

    def test_a_rejected_message_is_shown_instead_of_live(self):
        self.open("sign-up")
        self.set_text("loginID", ["x"] * 20000, "insertFromPaste")  # over the 16 KiB limit
        state = self.wait_for(lambda s: s["lastError"] is not None, self.IDS, "the rejection")
        self.assertEqual(state["lastError"], "too-large")
        self.assertNotEqual(state["connection"]["text"], "Live")
        self.assertIn("rejected", state["connection"]["text"])
        self.screenshot("rejected")
        self.set_text("loginID", ["o", "k"], "deleteContentBackward")
        self.wait_for_server("loginID", "ok", "the shorter text")
        self.wait_for(lambda s: s["connection"]["text"] == "Live", self.IDS, "Live again")


class ComposerTests(ScreenTestCase):
    IDS = ["destination", "subject", "message", "charactersLeft", "send", "spinner",
           "announcement"]

    def fill(self, destination, subject, message):
        for element_id, text in (("destination", destination), ("subject", subject),
                                 ("message", message)):
            self.element(element_id).clear()
            self.type(element_id, text)

    def test_counter_turns_red_below_zero_and_disables_send(self):
        self.open("composer")
        self.fill("ann@example.com", "Hi", "x" * 31)
        state = self.wait_for(lambda s: s["charactersLeft"]["text"] == "-1", self.IDS,
                              "the counter at -1")
        self.assertEqual(state["charactersLeft"]["color"], RED)
        self.assertTrue(state["send"]["disabled"])
        self.element("message").send_keys(Keys.BACKSPACE)
        state = self.wait_for(lambda s: s["charactersLeft"]["text"] == "0", self.IDS,
                              "the counter at 0")
        self.assertNotEqual(state["charactersLeft"]["color"], RED)
        self.assertFalse(state["send"]["disabled"])

    def test_failure_then_success_are_announced(self):
        self.open("composer")
        self.fill("nobody", "Hi", "See you at eight")
        self.wait_for(lambda s: not s["send"]["disabled"], self.IDS, "enabled send")
        self.element("send").click()
        self.wait_for(lambda s: not s["spinner"]["hidden"], self.IDS, "the indicator")
        state = self.wait_for(lambda s: s["announcement"]["text"].startswith("Sending failed"),
                              self.IDS, "the failure")
        self.assertEqual(state["announcement"]["color"], RED)
        self.assertEqual(state["message"]["value"], "See you at eight")

        self.element("destination").clear()
        self.type("destination", "ann@example.com")
        self.wait_for(lambda s: not s["send"]["disabled"], self.IDS, "enabled send")
        self.element("send").click()
        self.wait_for(lambda s: not s["spinner"]["hidden"], self.IDS, "the indicator")
        state = self.wait_for(
            lambda s: s["announcement"]["text"] == "Message sent to ann@example.com.",
            self.IDS, "the success")
        self.screenshot("composer")
        self.assertEqual(state["message"]["value"], "")
        self.assertEqual(state["charactersLeft"]["text"], "30")

    def test_text_typed_after_send_is_kept(self):
        for delay in LATENCIES:
            with self.subTest(latency=delay), Via(delay) as base:
                self.open("composer", base=base)
                self.fill("ann@example.com", "Hi", "See you")
                self.wait_for(lambda s: not s["send"]["disabled"], self.IDS, "enabled send")
                self.element("send").click()
                self.type("message", " at eight")
                state = self.wait_for(
                    lambda s: s["announcement"]["text"] == "Message sent to ann@example.com."
                    and s["spinner"]["hidden"], self.IDS, "the success")
                self.assertEqual(state["message"]["value"], "See you at eight")
                state = self.wait_for(lambda s: s["charactersLeft"]["text"] == "14", self.IDS,
                                      "the counter of the kept text")
                self.assertEqual(state["message"]["value"], "See you at eight")
                self.assertEqual(server_state(self.session())["fields"]["message"],
                                 "See you at eight")
                self.assertEqual(self.console_errors(), [])

    def test_markup_is_shown_as_text(self):
        self.open("composer")
        markup = '<img id="injected" src="x">'
        self.fill(markup, "s", "m")
        self.wait_for(lambda s: not s["send"]["disabled"], self.IDS, "enabled send")
        self.element("send").click()
        state = self.wait_for(lambda s: s["announcement"]["text"].startswith("Sending failed"),
                              self.IDS + ["injected"], "the failure")
        self.assertIn(markup, state["announcement"]["text"])
        self.assertEqual(state["announcement"]["children"], 0)
        self.assertIsNone(state["injected"])


class CounterTests(ScreenTestCase):
    IDS = ["increment", "decrement", "count", "active"]

    def test_buttons_work_only_while_active_and_never_below_zero(self):
        self.open("counter")
        state = self.state(self.IDS)
        self.assertTrue(state["increment"]["disabled"])
        self.assertTrue(state["decrement"]["disabled"])
        self.element("active").click()
        self.wait_for(lambda s: not s["increment"]["disabled"], self.IDS, "enabled +1")
        for _ in range(3):
            self.element("increment").click()
        self.wait_for(lambda s: s["count"]["text"] == "3", self.IDS, "count 3")
        self.element("decrement").click()
        self.wait_for(lambda s: s["count"]["text"] == "2", self.IDS, "count 2")
        self.screenshot("counter")
        self.element("decrement").click()
        self.element("decrement").click()
        state = self.wait_for(lambda s: s["count"]["text"] == "0" and s["decrement"]["disabled"],
                              self.IDS, "count 0 with -1 disabled")
        self.assertEqual(state["decrement"]["opacity"], "0.5")
        self.element("active").click()
        state = self.wait_for(lambda s: s["increment"]["disabled"], self.IDS, "disabled +1")
        self.assertEqual(state["count"]["text"], "0")


READ_STORIES = """
return {
  rows: [...document.querySelectorAll('#stories .row')].map((row) => [
    row.dataset.rowId, row.querySelector('.row-title').textContent,
    row.querySelector('.row-detail').textContent, row.querySelector('button').textContent,
  ]),
  search: document.getElementById('search').value,
  sortOrder: document.getElementById('sortOrder').textContent,
  shownCount: document.getElementById('shownCount').textContent,
  batches: Number(document.body.dataset.batches || 0),
  lastError: document.body.dataset.lastError || null,
};
"""

# Story.samples() of KizunaExamples: id, title, stars.
STORIES = [
    (1, "Swift Bond: binding made simple", 41),
    (2, "Writing a mini Bond yourself", 17),
    (3, "Ricemill: unidirectional view models", 29),
    (4, "Observable arrays drive table views", 23),
    (5, "Two-way bindings without feedback loops", 12),
    (6, "Dispose bags and reused cells", 35),
    (7, "Searching and sorting live lists", 8),
    (8, "Retain cycles in closures, found", 17),
]
TITLES = {story_id: title for story_id, title, _ in STORIES}


def matches(title, search):
    """FavouriteRow.matches(searchText:): every word of the search is in the title, any case."""
    return all(word in title.lower() for word in search.lower().split())


def stars(text):
    return int(text.removeprefix("★ "))


def expected_order(rows, search, by_title):
    """The visible rows' ids: the stories matching `search`, most stars first (as the rows
    show them; ties by title, then id) or by title."""
    shown = {int(row[0].removeprefix("story-")): row for row in rows}
    ids = [story_id for story_id, title, _ in STORIES if matches(title, search)]
    if by_title:
        return sorted(ids, key=lambda i: (TITLES[i].lower(), i))
    # Stars only of rows the page shows; a missing row sorts last and fails the comparison.
    return sorted(ids, key=lambda i: (-stars(shown[i][2]) if i in shown else 1,
                                      TITLES[i].lower(), i))


class NavigationTests(ScreenTestCase):
    """Leaving a page releases its session; coming back reconnects."""
    IDS = ["count", "increment", "active", "connection"]

    def session_is_gone(self, session):
        try:
            server_state(session)
            return False
        except urllib.error.HTTPError as error:
            return error.code == 404

    def test_leaving_releases_the_session_and_back_reconnects(self):
        self.open("counter")
        first = self.session()
        self.element("active").click()
        self.element("increment").click()
        self.wait_for(lambda s: s["count"]["text"] == "1", self.IDS, "count 1")
        self.driver.get(BASE)  # leave by ordinary navigation
        WebDriverWait(self.driver, TIMEOUT, poll_frequency=0.1).until(
            lambda _: self.session_is_gone(first))
        self.driver.back()
        state = self.wait_for(
            lambda s: s["connection"]["text"] == "Live" and s["count"]["text"] == "0",
            self.IDS, "a live page with a fresh session")
        second = self.session()
        self.assertNotEqual(second, first)
        # Headless Chromium keeps the page in its back/forward cache once pagehide has closed
        # the socket: Back restores it (pageshow, persisted) rather than loading it again.
        restored = self.driver.execute_script("return document.body.dataset.restored || '0'")
        self.assertEqual(restored, "1")
        self.assertFalse(state["active"]["checked"])  # the fresh session's state, re-rendered
        self.element("active").click()
        self.element("increment").click()
        self.wait_for(lambda s: s["count"]["text"] == "1", self.IDS, "count 1 again")
        self.assertEqual(server_state(second)["labels"]["count"], "1")
        self.assertEqual(self.console_errors(), [])


class FavouritesTests(ScreenTestCase):
    IDS = ["story-1-detail", "story-1-button", "story-2-detail", "redraws"]
    SEARCH_KEYS = "bond"

    def stories(self):
        return self.driver.execute_script(READ_STORIES)

    def wait_for_stories(self, condition, what):
        last = {}

        def check(_):
            nonlocal last
            last = self.stories()
            return condition(last)

        try:
            WebDriverWait(self.driver, TIMEOUT, poll_frequency=0.05).until(check)
        except Exception:
            self.fail(f"timed out waiting for {what}; last stories: {last}")
        return last

    @staticmethod
    def ids(stories):
        return [int(row[0].removeprefix("story-")) for row in stories["rows"]]

    def page_and_server(self):
        """The rows as the page shows them and as the server holds them: id, title, stars,
        button title (the server's button titles are not in its state: the page's are used)."""
        page = self.stories()
        server = server_state(self.session())
        layout = server["tables"]["stories"]["layout"]["sections"]
        buttons = {row[0]: row[3] for row in page["rows"]}
        server_rows = [[row["id"], row["title"], server["labels"].get(f"{row['id']}-detail"),
                        buttons.get(row["id"])]
                       for section in layout for row in section["rows"]]
        return page, server_rows

    def wait_until_page_equals_server(self, search, by_title, what):
        """Waits until the page shows the server's rows, the search field shows `search`, and
        the rows are the stories matching it in the order; returns the page's rows."""
        deadline = time.monotonic() + TIMEOUT
        page, server = None, None
        while time.monotonic() < deadline:
            page, server = self.page_and_server()
            if (page["rows"] == server and page["search"] == search
                    and self.ids(page) == expected_order(page["rows"], search, by_title)):
                return page
            time.sleep(0.1)
        self.fail(f"{what}: the page never showed the server's filtered, sorted rows\n"
                  f"search: {search!r}, by title: {by_title}\npage:   {page}\nserver: {server}\n"
                  f"expected ids: {expected_order(page['rows'], search, by_title)}")

    def test_favouriting_changes_the_star_count(self):
        self.open("favourites")
        state = self.wait_for(lambda s: s["story-1-detail"]["text"] == "★ 41", self.IDS,
                              "the initial stars")
        self.assertEqual(state["redraws"]["text"], "1")  # one draw on load
        self.element("story-1-button").click()
        state = self.wait_for(lambda s: s["story-1-detail"]["text"] == "★ 42", self.IDS,
                              "one more star")
        self.assertEqual(state["story-1-button"]["text"], "Unfavourite")
        self.assertEqual(state["story-2-detail"]["text"], "★ 17")
        self.assertEqual(state["redraws"]["text"], "2")  # one redraw per tap
        self.screenshot("favourites")
        self.element("story-1-button").click()
        state = self.wait_for(lambda s: s["story-1-detail"]["text"] == "★ 41", self.IDS,
                              "the star taken back")
        self.assertEqual(state["story-1-button"]["text"], "Favourite")
        self.assertEqual(state["redraws"]["text"], "3")
        self.assertEqual(self.console_errors(), [])  # no 404 for favicon.ico either

    def test_the_sort_toggle_reorders_the_rows(self):
        self.open("favourites")
        stories = self.wait_for_stories(lambda s: len(s["rows"]) == 8, "eight stories")
        self.assertEqual(self.ids(stories), [1, 6, 3, 4, 8, 2, 5, 7])
        self.assertEqual(stories["sortOrder"], "Sort: Stars")
        self.assertEqual(stories["shownCount"], "8 of 8 stories")
        self.element("sortOrder").click()
        stories = self.wait_for_stories(lambda s: s["sortOrder"] == "Sort: Title", "by title")
        self.assertEqual(self.ids(stories), [6, 4, 8, 3, 7, 1, 5, 2])
        self.element("story-2-button").click()  # a tap does not move a row sorted by title
        stories = self.wait_for_stories(lambda s: s["rows"][-1][2] == "★ 18", "story 2 starred")
        self.assertEqual(self.ids(stories), [6, 4, 8, 3, 7, 1, 5, 2])
        self.element("sortOrder").click()
        stories = self.wait_for_stories(lambda s: s["sortOrder"] == "Sort: Stars", "by stars")
        self.assertEqual(self.ids(stories), [1, 6, 3, 4, 2, 8, 5, 7])  # 18 stars now beat 17
        self.assertIsNone(stories["lastError"])
        self.assertEqual(self.console_errors(), [])

    def test_typing_a_search_while_rows_change(self):
        self.search_while_rows_change(BASE, random.Random(22))

    def search_while_rows_change(self, base, rng):
        """Types the search one key at a time while the rows change under it: the user taps
        favourite buttons between keys, and with "Live stars" on the server changes a story
        every 250 ms. After each key the page must settle on the server's rows, which must be
        the stories matching what is typed, in order."""
        self.open("favourites", base=base)
        self.wait_for_stories(lambda s: len(s["rows"]) == 8, "eight stories")
        self.element("live").click()
        by_title = False
        typed = ""
        for key in self.SEARCH_KEYS + "\b" * len(self.SEARCH_KEYS) + "in":
            if key == "\b":
                self.element("search").send_keys(Keys.BACKSPACE)
                typed = typed[:-1]
            else:
                self.element("search").send_keys(key)
                typed += key
            rows = [row[0] for row in self.stories()["rows"]]
            try:
                if rows and rng.random() < 0.7:
                    self.element(f"{rng.choice(rows)}-button").click()
                if rng.random() < 0.25:
                    self.element("sortOrder").click()
                    by_title = not by_title
            except WebDriverException:
                pass  # the row went away meanwhile: a person would miss it too
            time.sleep(rng.choice([0, 0.03, 0.1]))
        page = self.wait_until_page_equals_server(typed, by_title, "typing with live stars")
        self.assertEqual(page["search"], "in")
        self.screenshot("favourites-search")
        self.element("live").click()  # off: the rows stay still once the server has it
        deadline = time.monotonic() + TIMEOUT
        while server_state(self.session())["switches"].get("live") is not False:
            self.assertLess(time.monotonic(), deadline, "the server never switched live off")
            time.sleep(0.05)
        page = self.wait_until_page_equals_server(typed, by_title, "after live stars")
        time.sleep(0.6)
        self.assertEqual(self.stories()["rows"], page["rows"])
        self.assertEqual(page["shownCount"], f"{len(page['rows'])} of 8 stories")
        # A tap on a row the server had filtered out before the tap arrived is rejected as
        # for an unknown control (the page had not yet removed the row); nothing else is.
        self.assertIn(page["lastError"], (None, "unknown-control"))
        self.assertEqual(self.console_errors(), [])


class FavouritesLatencyTests(FavouritesTests):
    """Typing the search while rows change, 50 ms each way: replies arrive mid-word."""
    test_favouriting_changes_the_star_count = None  # run once, without the proxy
    test_the_sort_toggle_reorders_the_rows = None

    def setUp(self):
        self.proxy = LatencyProxy(target_port=urlsplit(BASE).port, delay=0.05).start()
        self.via_proxy = f"http://127.0.0.1:{self.proxy.port}/"

    def tearDown(self):
        self.proxy.stop()

    def test_typing_a_search_while_rows_change(self):
        for seed in (1, 2):
            with self.subTest(seed=seed):
                self.search_while_rows_change(self.via_proxy, random.Random(seed))


READ_TABLE = """
return {
  sections: [...document.querySelectorAll('#table > .section')].map((section) => ({
    title: section.querySelector(':scope > h2').textContent,
    rows: [...section.querySelectorAll('.row')].map((row) => [
      row.dataset.rowId, row.querySelector('label').textContent, row.querySelector('input').value,
    ]),
  })),
  summary: document.getElementById('summary').textContent,
  lastError: document.body.dataset.lastError || null,
};
"""


class SectionedInputsTests(ScreenTestCase):
    def table(self):
        return self.driver.execute_script(READ_TABLE)

    def wait_for_table(self, condition, what):
        last = {}

        def check(_):
            nonlocal last
            last = self.table()
            return condition(last)

        try:
            WebDriverWait(self.driver, TIMEOUT, poll_frequency=0.05).until(check)
        except Exception:
            self.fail(f"timed out waiting for {what}; last table: {last}")
        return last

    @staticmethod
    def ids(table):
        return [[row[0] for row in section["rows"]] for section in table["sections"]]

    def test_batches_typing_and_dragging_rows(self):
        self.open("sectioned-inputs")
        table = self.wait_for_table(lambda t: len(t["sections"]) == 2, "two sections")
        self.assertEqual([s["title"] for s in table["sections"]], ["Profile", "Address"])
        self.assertEqual(self.ids(table), [["row-1", "row-2"], ["row-3", "row-4"]])

        self.element("addThree").click()
        table = self.wait_for_table(lambda t: t["summary"] == "7 rows in 2 sections", "7 rows")
        self.assertEqual(self.ids(table)[1], ["row-3", "row-4", "row-5", "row-6", "row-7"])

        self.type("row-1", "Ann")
        self.type("row-4", "Kyoto")
        # Drag Address's first row (Street) by its handle onto Profile's first row.
        handle = self.driver.find_element(By.CSS_SELECTOR, '[data-row-id="row-3"] .handle')
        target = self.driver.find_element(By.CSS_SELECTOR, '[data-row-id="row-1"]')
        ActionChains(self.driver).click_and_hold(handle).move_to_element(target).release().perform()
        table = self.wait_for_table(lambda t: self.ids(t)[0][0] == "row-3", "the dragged row")
        self.assertEqual(self.ids(table), [["row-3", "row-1", "row-2"],
                                           ["row-4", "row-5", "row-6", "row-7"]])
        self.screenshot("sectioned-inputs")

        self.element("removeEmpty").click()
        table = self.wait_for_table(lambda t: t["summary"] == "2 rows in 2 sections",
                                    "only the filled rows")
        self.assertEqual(self.ids(table), [["row-1"], ["row-4"]])
        self.assertEqual([r[2] for s in table["sections"] for r in s["rows"]], ["Ann", "Kyoto"])
        self.assertIsNone(table["lastError"])

        self.element("addSection").click()
        table = self.wait_for_table(lambda t: len(t["sections"]) == 3, "a third section")
        self.assertEqual(table["sections"][2]["title"], "Section 3")
        self.assertEqual(len(table["sections"][2]["rows"]), 1)

    def test_the_rows_can_be_grouped_by_initial(self):
        self.open("sectioned-inputs")
        self.wait_for_table(lambda t: len(t["sections"]) == 2, "two sections")
        self.type("row-1", "Ann")
        self.element("grouped").click()
        table = self.wait_for_table(lambda t: len(t["sections"]) == 4, "four groups")
        self.assertEqual([s["title"] for s in table["sections"]], ["C", "E", "N", "S"])
        self.assertEqual(self.ids(table), [["row-4"], ["row-2"], ["row-1"], ["row-3"]])
        self.assertEqual(table["sections"][2]["rows"][0][2], "Ann")
        # The buttons still edit the sections; the groups follow row by row.
        self.element("addThree").click()
        table = self.wait_for_table(lambda t: len(t["sections"]) == 5, "a group F")
        self.assertEqual([s["title"] for s in table["sections"]], ["C", "E", "F", "N", "S"])
        self.assertEqual(self.ids(table)[2], ["row-5", "row-6", "row-7"])
        self.type("row-6", "Kyoto")  # typing in a grouped row reaches its row model
        self.element("removeEmpty").click()
        table = self.wait_for_table(lambda t: t["summary"] == "2 rows in 2 sections",
                                    "only the filled rows")
        table = self.wait_for_table(lambda t: len(t["sections"]) == 2, "two groups left")
        self.assertEqual([s["title"] for s in table["sections"]], ["F", "N"])
        self.assertEqual(self.ids(table), [["row-6"], ["row-1"]])
        self.screenshot("sectioned-inputs-grouped")
        self.element("grouped").click()
        table = self.wait_for_table(lambda t: [s["title"] for s in t["sections"]]
                                    == ["Profile", "Address"], "the sections again")
        self.assertEqual(self.ids(table), [["row-1"], ["row-6"]])
        self.assertEqual([r[2] for s in table["sections"] for r in s["rows"]], ["Ann", "Kyoto"])
        self.assertIsNone(table["lastError"])
        self.assertEqual(self.console_errors(), [])


class SectionedInputsLatencyTests(SectionedInputsTests):
    """Drags, clicks and typing racing server updates, 50 ms each way."""
    ACTIONS = ["reverse", "reverse", "addRow", "addThree", "removeLast", "removeEmpty",
               "addSection", "drag", "drag", "drag", "type", "type"]
    WORDS = ["Ann", "Kyoto", "x", "絆", "Bond 4", "hello world"]
    test_batches_typing_and_dragging_rows = None  # runs once, without the proxy
    test_the_rows_can_be_grouped_by_initial = None

    DELAY = 0.05

    def setUp(self):
        self.proxy = LatencyProxy(target_port=urlsplit(BASE).port, delay=self.DELAY).start()
        self.via_proxy = f"http://127.0.0.1:{self.proxy.port}/"

    def tearDown(self):
        self.proxy.stop()

    def page_and_server(self):
        page = self.table()
        server = server_state(self.session())
        layout = server["tables"]["table"]["layout"]["sections"]
        server_table = [
            {"title": section["title"],
             "rows": [[row["id"], row["title"], server["fields"].get(row["id"])]
                      for row in section["rows"]]}
            for section in layout]
        return page["sections"], server_table

    def wait_until_page_equals_server(self, what):
        deadline = time.monotonic() + TIMEOUT
        page, server = None, None
        while time.monotonic() < deadline:
            page, server = self.page_and_server()
            if page == server:
                return page
            time.sleep(0.1)
        self.fail(f"{what}: the page never showed the server's table\npage:   {page}\n"
                  f"server: {server}")

    def drag(self, row_id, onto_row_id):
        handle = self.driver.find_element(By.CSS_SELECTOR, f'[data-row-id="{row_id}"] .handle')
        target = self.driver.find_element(By.CSS_SELECTOR, f'[data-row-id="{onto_row_id}"]')
        ActionChains(self.driver).click_and_hold(handle).move_to_element(target).release() \
            .perform()

    def test_a_drag_before_the_reversal_arrives_ends_in_the_servers_order(self):
        # A drag racing a reversal, made certain: 400 ms each way, so the drag (Selenium takes a
        # few hundred ms for it) always happens over the old order, before the reversal
        # reaches the page.
        self.proxy.stop()
        self.proxy = LatencyProxy(target_port=urlsplit(BASE).port, delay=0.4).start()
        self.via_proxy = f"http://127.0.0.1:{self.proxy.port}/"
        self.open("sectioned-inputs", base=self.via_proxy)
        self.wait_for_table(lambda t: len(t["sections"]) == 2, "two sections")
        self.element("addThree").click()
        self.wait_for_table(lambda t: t["summary"] == "7 rows in 2 sections", "7 rows")
        # Click Reverse and drag at once: the drag happens over the old order while the
        # reversal is on its way (100 ms there and back).
        self.element("reverse").click()
        self.drag("row-7", "row-1")
        self.type("row-1", "Ann")
        sections = self.wait_until_page_equals_server("reverse and drag")
        # The server reversed Profile, then put the dragged row where the user dropped it (a
        # drag after the reversal had arrived would have dropped it between row-2 and row-1).
        self.assertEqual([row[0] for row in sections[0]["rows"]], ["row-7", "row-2", "row-1"])
        self.assertIsNone(self.table()["lastError"])
        self.type("row-2", "Bo")  # every field still works after the race
        self.wait_until_page_equals_server("typing after the race")
        self.assertIsNone(self.table()["lastError"])
        self.assertEqual(self.console_errors(), [])

    def test_random_drags_clicks_and_typing_end_with_page_equal_to_server(self):
        seeds = [int(seed) for seed in os.environ.get("KIZUNA_RANDOM_SEEDS", "1,2,3,4,5")
                 .split(",")]
        for seed in seeds:
            with self.subTest(seed=seed):
                self.random_run(random.Random(seed), steps=25, seed=seed)

    def random_run(self, rng, steps, seed):
        self.open("sectioned-inputs", base=self.via_proxy)
        self.wait_for_table(lambda t: len(t["sections"]) == 2, "two sections")
        for _ in range(steps):
            action = rng.choice(self.ACTIONS)
            rows = [row[0] for section in self.table()["sections"] for row in section["rows"]]
            try:
                if action == "drag" and len(rows) >= 2:
                    source, target = rng.sample(rows, 2)
                    self.drag(source, target)
                elif action == "type" and rows:
                    self.type(rng.choice(rows), rng.choice(self.WORDS))
                elif action not in ("drag", "type"):
                    self.element(action).click()
            except WebDriverException:
                pass  # the row went away meanwhile: a person would miss it too
            time.sleep(rng.choice([0, 0, 0.03, 0.08, 0.15]))
        self.wait_until_page_equals_server(f"seed {seed}")
        self.assertEqual(self.console_errors(), [], f"seed {seed}")


if __name__ == "__main__":
    unittest.main()
