#!/usr/bin/env python3
"""Compares every declaration of the Apple stand-ins with the Apple declaration it transcribes,
token by token.

Each public or open declaration of the stand-in modules in Tests/AppleStandIns (UIKit, AppKit,
SwiftUI, Combine, QuartzCore, CoreGraphics, ObjectiveC) carries, in its doc comment, the
declaration Apple's documentation shows for it (developer.apple.com, the iOS 26 / macOS 26 SDK
that Xcode 26 ships):

    /// https://developer.apple.com/documentation/uikit/uitableview/datasource
    /// Apple: `weak var dataSource: (any UITableViewDataSource)? { get set }`
    weak open var dataSource: (any UITableViewDataSource)?

or says why it has none: `/// Not Apple API: <reason>` (the stand-ins' own), or `/// No Apple
page: searched developer.apple.com/documentation/<path>` (Apple API whose page the stored
documentation this was checked against does not hold; counted apart, so the gap stays visible).
The address must be listed, with how it was searched, in
Tests/AppleStandIns/no-apple-page-searches.txt; its last part must name the declaration; and no
stand-in may cite it (`https://...`) as a page that was read, since then the page exists. A list
entry that no marker names fails too. The script cannot read the stored documentation, so a page
that appears there later is found only by searching the listed address again. `@_spi(StandIn)` declarations,
and the members of `@_spi` types, are the stand-ins' own and are skipped. The text may continue on the next `///` lines; it ends at the
closing backtick.

Both sides are tokenized (whitespace and line breaks do not count). The stand-in side is
brought to the form Apple's pages print, by rules that change no meaning Apple shows:
- dropped: `public`, `open`, `override`, `@preconcurrency` (Swift adds it when it imports an
  Objective-C class; the pages do not print it), `@available(...)` but for its deprecations
  (below), `@_spi(...)`, `@inlinable`, `@usableFromInline`, comments, bodies of functions and
  initializers, initial values of stored properties, raw values of enum cases;
- the comment `/* optional */` is the keyword `optional` (Swift on Linux has no Objective-C
  optional requirements; the stand-in marks them so);
- a property becomes what the page prints: a stored `var` is `{ get set }`, a computed one
  `{ get }` or, with a setter, `{ get set }`; a stored `let` stays `let`;
- a type's inheritance clause is compared only when Apple's text has one (the pages print
  `@MainActor class UIControl`, with the superclass apart).
Everything else must match. Each token is of one kind (KINDS: names and types, attributes,
isolation, ownership, effects, optionality, static/class, modifiers, accessors, enum cases,
generic clauses, conformances, deprecations), and a difference is reported with the kinds it is
in. The self-test has a case for each kind that fails through that kind's comparison alone, and
shows it: without that comparison, the case passes.

Deprecations: the pages print them not in the declaration but in its availability (a range
that ends, `iOS: 3.0.0 - 27.0.0`). A declaration whose page prints one carries that line too,
`/// Apple availability: iOS 3.0.0 - 27.0.0, tvOS -, ...`, and the stand-in must say
`@available(iOS, deprecated: 27.0)` for each of iOS, macOS, tvOS and watchOS that the line
ends (Swift infers Mac Catalyst and visionOS from iOS); a stand-in deprecation that no such
line backs fails too.

What Linux cannot express is listed, with the reason, in
Tests/AppleStandIns/declaration-allow-list.txt: one entry per line,
`<module>/<file> | <the stand-in declaration, normalized as above> | <reason>`. An entry that no
longer matches a differing declaration fails the check too, so the list stays reviewed.

Usage: scripts/check-stand-in-declarations.py [--module NAME]... [--root DIR] [--report]
       scripts/check-stand-in-declarations.py --self-test
  --report  lists every declaration without an `Apple:` or `Not Apple API:` line, and does not
            fail for them (for work in progress); without it, such a declaration fails.
"""
from __future__ import annotations

import argparse
import re
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MODULES = ["UIKit", "AppKit", "SwiftUI", "Combine", "QuartzCore", "CoreGraphics", "ObjectiveC"]
ALLOW_LIST = Path("Tests/AppleStandIns/declaration-allow-list.txt")
NO_PAGE_LIST = Path("Tests/AppleStandIns/no-apple-page-searches.txt")
DOCS = "developer.apple.com/documentation/"
# The address a `No Apple page:` marker names: `No Apple page: searched <address>`, the address
# on the same doc line or the next.
SEARCHED_RE = re.compile(r"No Apple page:\s*searched\s+(developer\.apple\.com/documentation/\S+)")
# A page cited as read: any `https://developer.apple.com/documentation/...` in the stand-ins.
CITED_RE = re.compile(r"https://(developer\.apple\.com/documentation/[^\s`]+)")

TYPE_KEYWORDS = {"class", "struct", "enum", "protocol", "actor", "extension"}
DECL_KEYWORDS = TYPE_KEYWORDS | {
    "func", "init", "subscript", "deinit", "var", "let", "case", "typealias", "associatedtype",
}
MODIFIERS = {
    "public", "open", "internal", "private", "fileprivate", "package", "static", "class",
    "final", "override", "required", "convenience", "weak", "unowned", "lazy", "mutating",
    "nonmutating", "nonisolated", "dynamic", "optional", "indirect", "prefix", "postfix",
    "infix", "isolated", "consuming", "borrowing", "distributed",
}
DROPPED = {"public", "open", "override", "@inlinable", "@usableFromInline"}
DROPPED_WITH_ARGUMENTS = {"@available", "@_spi"}
# Tokens that, at the start of the next line, continue a declaration's header.
CONTINUES_NEXT = {"->", "where", "throws", "rethrows", "async", ":", ",", "&", ".", ")", "]", "{",
                  "=", "?", "!"}
# Tokens that, at the end of a line, leave a declaration's header open.
CONTINUES_PREVIOUS = {"->", ":", ",", "=", "&", "(", "[", "<", "."}


@dataclass
class Token:
    kind: str  # "id", "punct", "string", "number", "nl", "doc"
    text: str
    line: int


TOKEN_RE = re.compile(
    r"""
    (?P<doc>///[^\n]*)
  | (?P<optional>/\*\s*optional\s*\*/)
  | (?P<block>/\*.*?\*/)
  | (?P<comment>//[^\n]*)
  | (?P<nl>\n)
  | (?P<space>[ \t\r]+)
  | (?P<string>"(?:\\.|[^"\\\n])*")
  | (?P<attr>@[A-Za-z_][A-Za-z0-9_]*)
  | (?P<directive>\#[A-Za-z_]+)
  | (?P<id>`[^`]+`|\$?[A-Za-z_][A-Za-z0-9_]*|\$[0-9]+)
  | (?P<number>0[xob][0-9A-Fa-f_]+|[0-9][0-9_]*(?:\.[0-9_]+)?(?:[eE][-+]?[0-9]+)?)
  | (?P<punct>->|\.\.\.|\.\.<|==|!=|<=|>=|&&|\|\||<<|>>|[(){}\[\]<>:,.;=?!&|*+\-/%^~\\])
    """,
    re.VERBOSE | re.DOTALL,
)


def tokenize(text: str) -> list[Token]:
    tokens: list[Token] = []
    line = 1
    position = 0
    while position < len(text):
        match = TOKEN_RE.match(text, position)
        if not match:
            raise ValueError(f"line {line}: cannot read {text[position:position + 20]!r}")
        kind = match.lastgroup
        value = match.group()
        if kind == "doc":
            tokens.append(Token("doc", value[3:], line))
        elif kind == "optional":
            tokens.append(Token("id", "optional", line))
        elif kind == "nl":
            tokens.append(Token("nl", "\n", line))
        elif kind in ("id", "attr", "directive"):
            tokens.append(Token("id", value, line))
        elif kind in ("string", "number", "punct"):
            tokens.append(Token(kind, value, line))
        line += value.count("\n")
        position = match.end()
    return tokens


def significant(tokens: list[Token]) -> list[str]:
    return [token.text for token in tokens if token.kind not in ("nl", "doc")]


@dataclass
class Declaration:
    file: str
    line: int
    keyword: str
    tokens: list[str]  # the stand-in's header, normalized
    docs: list[str]
    public: bool
    spi: bool
    context: str  # the enclosing type's name, or "" at top level
    apple: str | None = None
    not_apple: str | None = None
    no_page: str | None = None  # `No Apple page: <what was searched>`
    stored: bool = False  # a stored property: its `{ get set }` was added here
    deprecations: list[str] = field(default_factory=list)  # the stand-in's, as tokens
    availability: str | None = None  # `Apple availability: <what the page prints>`

    @property
    def text(self) -> str:
        return render(self.tokens)


def render(tokens: list[str]) -> str:
    """The tokens as one line of Swift, for messages and allow-list entries."""
    out = ""
    for index, token in enumerate(tokens):
        previous = tokens[index - 1] if index else ""
        joined = (
            token in (")", "]", ",", ".", "?", "!", ">", ":")
            or previous in ("(", "[", ".", "<")
            or token in ("(", "<", "[") and re.match(r"[A-Za-z0-9_`$]", previous[-1:] or " ")
            or token == "(" and previous in ("?", "!") and tokens[index - 2:index - 1] == ["init"]
        )
        if index and not joined:
            out += " "
        out += token
    return out


class Parser:
    def __init__(self, tokens: list[Token], file: str):
        self.tokens = tokens
        self.file = file
        self.index = 0
        self.declarations: list[Declaration] = []
        self.in_spi = False  # inside a type declared `@_spi`: its members are the stand-in's own

    # Cursor helpers -----------------------------------------------------------------------

    def peek(self, offset: int = 0) -> Token | None:
        position = self.index + offset
        return self.tokens[position] if position < len(self.tokens) else None

    def next_significant(self, start: int) -> Token | None:
        for token in self.tokens[start:]:
            if token.kind not in ("nl", "doc"):
                return token
        return None

    def previous_significant(self, end: int) -> Token | None:
        for position in range(end - 1, -1, -1):
            if self.tokens[position].kind not in ("nl", "doc"):
                return self.tokens[position]
        return None

    def skip_balanced(self) -> list[Token]:
        """Consumes a bracketed group starting at the cursor; returns its tokens."""
        opening = self.tokens[self.index].text
        closing = {"(": ")", "[": "]", "{": "}"}[opening]
        depth = 0
        start = self.index
        while self.index < len(self.tokens):
            text = self.tokens[self.index].text
            if self.tokens[self.index].kind == "punct":
                if text in "([{":
                    depth += 1
                elif text in ")]}":
                    depth -= 1
            self.index += 1
            if depth == 0:
                break
        return self.tokens[start:self.index]

    def skip_line(self) -> None:
        while self.index < len(self.tokens) and self.tokens[self.index].kind != "nl":
            self.index += 1

    def at_header_end(self, header: list[Token], keyword: str) -> bool:
        """At a line break (depth 0): whether the declaration's header ends here."""
        previous = significant(header)[-1:] or [""]
        following = self.next_significant(self.index)
        if previous[0] in CONTINUES_PREVIOUS:
            return False
        if following is None:
            return True
        if following.text == "{" and keyword in ("case", "typealias", "associatedtype"):
            return True
        return following.text not in CONTINUES_NEXT

    # Members ------------------------------------------------------------------------------

    def parse_members(self, context: str, in_protocol: bool, public_context: bool,
                      public_cases: bool = False) -> None:
        docs: list[str] = []
        while self.index < len(self.tokens):
            token = self.tokens[self.index]
            if token.kind == "nl":
                self.index += 1
                continue
            if token.kind == "doc":
                docs.append(token.text)
                self.index += 1
                continue
            if token.text == "}":
                self.index += 1
                return
            if token.text in ("#if", "#else", "#elseif", "#endif", "import") or token.text.startswith("#"):
                self.skip_line()
                docs = []
                continue
            if token.text == ";":
                self.index += 1
                continue
            self.parse_declaration(context, in_protocol, public_context, public_cases, docs)
            docs = []

    def parse_declaration(self, context: str, in_protocol: bool, public_context: bool,
                          public_cases: bool, docs: list[str]) -> None:
        start = self.index
        header: list[Token] = []
        keyword = None
        # Attributes and modifiers, up to the declaration's keyword.
        while self.index < len(self.tokens):
            token = self.tokens[self.index]
            if token.kind in ("nl", "doc"):
                self.index += 1
                continue
            if token.text.startswith("@"):
                header.append(token)
                self.index += 1
                following = self.peek()
                if following is not None and following.text == "(":
                    header.extend(self.skip_balanced())
                continue
            if token.text == "class" and self.is_class_modifier():
                header.append(token)
                self.index += 1
                continue
            if token.text in DECL_KEYWORDS:
                keyword = token.text
                break
            if token.text in MODIFIERS:
                header.append(token)
                self.index += 1
                following = self.peek()
                if following is not None and following.text == "(":  # private(set)
                    header.extend(self.skip_balanced())
                continue
            break
        if keyword is None:
            # Not a declaration (a statement at member level): skip the line.
            self.index = max(self.index, start + 1)
            self.skip_line()
            return
        texts = [t.text for t in header]
        public = ("public" in texts or "open" in texts or in_protocol or public_context
                  or public_cases and keyword == "case")
        spi = "@_spi" in texts or self.in_spi
        if keyword in TYPE_KEYWORDS:
            self.parse_type(keyword, header, docs, context, public, spi)
        elif keyword in ("func", "init", "subscript", "deinit"):
            self.parse_function(keyword, header, docs, context, public, spi)
        elif keyword in ("var", "let"):
            self.parse_property(keyword, header, docs, context, public, spi)
        else:
            self.parse_simple(keyword, header, docs, context, public, spi)

    def is_class_modifier(self) -> bool:
        following = self.next_significant(self.index + 1)
        return following is not None and (
            following.text in ("func", "var", "let", "subscript") or following.text in MODIFIERS
        )

    def collect_header(self, keyword: str, header: list[Token], stop: set[str]) -> str:
        """Consumes the header up to a stop token at depth 0 (not consumed) or its end of
        line; returns the stop token met, or "" at the end of the header."""
        while self.index < len(self.tokens):
            token = self.tokens[self.index]
            if token.kind == "doc":
                self.index += 1
                continue
            if token.kind == "nl":
                if self.at_header_end(header, keyword):
                    return ""
                self.index += 1
                continue
            if token.text in stop:
                return token.text
            if token.text in ("(", "["):
                header.extend(self.skip_balanced())
                continue
            if token.text == "}":
                return ""
            header.append(token)
            self.index += 1
        return ""

    def record(self, keyword, header, docs, context, public, spi) -> Declaration:
        declaration = Declaration(
            self.file, header[0].line if header else 0, keyword,
            normalize(significant(header)), docs, public, spi, context,
            deprecations=stand_in_deprecations(significant(header)))
        apple, not_apple, no_page = doc_markers(docs)
        declaration.apple, declaration.not_apple, declaration.no_page = apple, not_apple, no_page
        declaration.availability = availability_marker(docs)
        self.declarations.append(declaration)
        return declaration

    def parse_type(self, keyword, header, docs, context, public, spi) -> None:
        header.append(self.tokens[self.index])
        self.index += 1
        stop = self.collect_header(keyword, header, {"{"})
        name_tokens = significant(header)
        name = name_tokens[name_tokens.index(keyword) + 1] if keyword in name_tokens else "?"
        if keyword != "extension":
            self.record(keyword, header, docs, context, public, spi)
        if stop == "{":
            self.index += 1
            texts = [t.text for t in header]
            outer_spi, self.in_spi = self.in_spi, self.in_spi or spi
            self.parse_members(
                name, in_protocol=(keyword == "protocol"),
                public_context=(keyword == "extension" and "public" in texts),
                public_cases=(keyword == "enum" and public))
            self.in_spi = outer_spi

    def parse_function(self, keyword, header, docs, context, public, spi) -> None:
        header.append(self.tokens[self.index])
        self.index += 1
        stop = self.collect_header(keyword, header, {"{"})
        if stop == "{":
            body = significant(self.skip_balanced())[1:-1]
            if keyword == "subscript":
                header = header + accessor_block(accessor_kind(body))
        self.record(keyword, header, docs, context, public, spi)

    def parse_property(self, keyword, header, docs, context, public, spi) -> None:
        header.append(self.tokens[self.index])
        self.index += 1
        stop = self.collect_header(keyword, header, {"{", "="})
        accessors: list[str] | None = None
        if stop == "=":
            self.index += 1
            self.skip_expression()
            stop = "{" if self.brace_on_same_line() else ""  # `= x { didSet ... }`
        if stop == "{":
            body = significant(self.skip_balanced())[1:-1]
            accessors = accessor_kind(body)
        stored = False
        if keyword == "var":
            header, setter_limited = drop_setter_access(header)
            if accessors is None or accessors == "stored":
                stored = True
                accessors = ["get", "set"]
            if setter_limited:
                # `private(set) var`: read-only for clients.
                stored = False
                accessors = ["get"]
            header = header + accessor_block(accessors)
        self.record(keyword, header, docs, context, public, spi).stored = stored

    def brace_on_same_line(self) -> bool:
        token = self.peek()
        return token is not None and token.text == "{"

    def skip_expression(self) -> None:
        while self.index < len(self.tokens):
            token = self.tokens[self.index]
            if token.kind == "punct" and token.text in "([{":
                self.skip_balanced()
                continue
            if token.kind == "nl":
                previous = self.previous_significant(self.index)
                following = self.next_significant(self.index)
                if previous is not None and previous.text in CONTINUES_PREVIOUS:
                    self.index += 1
                    continue
                if following is not None and following.text in (".", "?", ":", "+", "-", "*",
                                                                "|", "&&", "||", "??"):
                    self.index += 1
                    continue
                return
            if token.text == "}" or token.text == ";":
                return
            self.index += 1

    def parse_simple(self, keyword, header, docs, context, public, spi) -> None:
        header.append(self.tokens[self.index])
        self.index += 1
        stop = self.collect_header(keyword, header, {"="} if keyword == "case" else set())
        if stop == "=":
            self.index += 1
            self.skip_expression()
        self.record(keyword, header, docs, context, public, spi)


def accessor_block(names: list[str]) -> list[Token]:
    """`{ get }`, `{ get set }`...: an accessor block as the pages print it."""
    return [Token("punct", "{", 0)] + [Token("id", name, 0) for name in names] + [
        Token("punct", "}", 0)]


SETTER_ACCESS = ("private", "fileprivate", "internal", "package")


def drop_setter_access(header: list[Token]) -> tuple[list[Token], bool]:
    """The header without a `private(set)`-style modifier, and whether it had one."""
    texts = [token.text for token in header]
    for position, text in enumerate(texts):
        if text in SETTER_ACCESS and texts[position + 1:position + 4] == ["(", "set", ")"]:
            return header[:position] + header[position + 4:], True
    return header, False


def accessor_kind(body: list[str]) -> list[str] | str:
    """What a property's or a subscript's brace block makes it, as the accessor block Apple's
    pages print (`["get"]`, `["get", "set"]`, `["get", "nonmutating", "set"]`), or "stored" for
    a stored property's observers."""
    position = 0
    names = set()
    nonmutating_set = False
    depth = 0
    while position < len(body):
        token = body[position]
        if token in "([{":
            depth += 1
        elif token in ")]}":
            depth -= 1
        elif depth == 0 and token in ("get", "set", "willSet", "didSet", "_read", "_modify"):
            following = body[position + 1] if position + 1 < len(body) else "{"
            if following in ("{", "(", "}") or following.startswith("@") or following in (
                    "get", "set", "async", "throws"):
                names.add(token)
                if token == "set" and position and body[position - 1] == "nonmutating":
                    nonmutating_set = True
        position += 1
    if not names or body[:1] and body[0] not in ("get", "set", "willSet", "didSet", "_read",
                                                 "_modify", "nonmutating", "mutating") \
            and not body[0].startswith("@"):
        return ["get"]
    if names & {"willSet", "didSet"}:
        return "stored"
    if names & {"set", "_modify"}:
        return ["get", "nonmutating", "set"] if nonmutating_set else ["get", "set"]
    return ["get"]


def normalize(tokens: list[str]) -> list[str]:
    out: list[str] = []
    position = 0
    while position < len(tokens):
        token = tokens[position]
        if token in DROPPED:
            position += 1
            continue
        if token in DROPPED_WITH_ARGUMENTS:
            position += 1
            if position < len(tokens) and tokens[position] == "(":
                depth = 0
                while position < len(tokens):
                    if tokens[position] == "(":
                        depth += 1
                    elif tokens[position] == ")":
                        depth -= 1
                    position += 1
                    if depth == 0:
                        break
            continue
        out.append(token)
        position += 1
    return out


def doc_markers(docs: list[str]) -> tuple[str | None, str | None, str | None]:
    text = "\n".join(docs)
    apple = None
    # `text`, or ``text with `backticks` `` (Markdown's form for code that holds backticks).
    match = re.search(r"Apple:\s*(?:``\s?(.*?)\s?``|`([^`]*)`)", text, re.DOTALL)
    if match:
        found = match.group(1) if match.group(1) is not None else match.group(2)
        apple = " ".join(line.strip() for line in found.split("\n"))
    not_apple = None
    match = re.search(r"Not Apple API:\s*(.*)", text)
    if match:
        not_apple = match.group(1).strip() or "(no reason given)"
    no_page = None
    match = re.search(r"No Apple page:\s*(.*)", text)
    if match:
        no_page = match.group(1).strip() or "(nothing said)"
    return apple, not_apple, no_page


def apple_tokens(text: str) -> list[str]:
    return significant(tokenize(text))


# What a declaration's tokens are, kind by kind. Every kind is compared; a difference is
# reported with the kinds that explain it. The self-test has a case for each kind that fails
# only through that kind's comparison, and checks that the case passes once the kind is left out.
KINDS = (
    "names and types",  # names, labels, types, default values, results: all other tokens
    "attributes",  # @discardableResult, @frozen, @objc...; closure types' @escaping, @Sendable
    "isolation",  # @MainActor, nonisolated, isolated, @isolated(any)
    "ownership",  # weak, unowned, inout, borrowing, consuming, sending
    "effects",  # async, throws, rethrows, throws(E)
    "optionality",  # ? and !
    "static/class",  # a type member's static or class
    "modifiers",  # final, required, convenience, optional, mutating, dynamic...
    "accessors",  # a property's or subscript's { get set }
    "enum cases",  # a case declaration, whole
    "generic clauses",  # <...> after the declared name, and the where clause
    "conformances",  # a type's inheritance clause
    "deprecations",  # @available(<platform>, deprecated: <version>)
)
COMPARED_KINDS = set(KINDS)

ISOLATION = {"@MainActor", "@isolated", "nonisolated", "isolated"}
OWNERSHIP = {"weak", "unowned", "inout", "borrowing", "consuming", "sending", "__owned",
             "__shared"}
EFFECTS = {"async", "throws", "rethrows"}
# Attributes that take arguments; after any other, a parenthesis opens a closure's parameters.
ATTRIBUTES_WITH_ARGUMENTS = {"@available", "@isolated", "@export", "@objc", "@convention",
                             "@_spi", "@backDeployed", "@inline", "@_originallyDefinedIn"}
OTHER_MODIFIERS = MODIFIERS - {"static", "class", "weak", "unowned", "nonisolated", "isolated",
                               "consuming", "borrowing"}
# The platforms whose deprecations are compared: Swift infers Mac Catalyst's and visionOS's
# availability from iOS's, and has no iPadOS.
DEPRECATION_PLATFORMS = ("iOS", "macOS", "tvOS", "watchOS")


def group_end(tokens: list[str], position: int) -> int:
    """The position after the bracketed group opening at `position`."""
    closing = {"(": ")", "[": "]", "<": ">"}[tokens[position]]
    opening = tokens[position]
    depth = 0
    while position < len(tokens):
        if tokens[position] == opening:
            depth += 1
        elif tokens[position] == closing:
            depth -= 1
        elif opening == "<" and tokens[position] == ">>":
            depth -= 2
        position += 1
        if depth <= 0:
            break
    return position


def classify(tokens: list[str], keyword: str) -> list[str]:
    """The kind (one of KINDS) of each token of a declaration headed by `keyword`."""
    kinds = ["names and types"] * len(tokens)
    if keyword == "case":
        return ["enum cases"] * len(tokens)
    at = tokens.index(keyword) if keyword in tokens else len(tokens)

    def mark(start: int, end: int, kind: str) -> None:
        for position in range(start, min(end, len(tokens))):
            kinds[position] = kind

    # Regions first: the generic clause, the inheritance clause, the accessor block.
    name_end = at + 1
    if keyword in TYPE_KEYWORDS or keyword in ("func", "typealias", "associatedtype"):
        name_end = at + 2
    elif keyword in ("init", "subscript"):
        name_end = at + 1 + (1 if tokens[at + 1:at + 2] in (["?"], ["!"]) else 0)
    if name_end < len(tokens) and tokens[name_end] == "<":
        generic_end = group_end(tokens, name_end)
        mark(name_end, generic_end, "generic clauses")
        name_end = generic_end
    accessors = len(tokens)
    if keyword in ("var", "let", "subscript") and tokens[-1:] == ["}"] and "{" in tokens:
        accessors = len(tokens) - 1 - tokens[::-1].index("{")
        mark(accessors, len(tokens), "accessors")
    if "where" in tokens[at:accessors]:
        where = tokens.index("where", at)
        mark(where, accessors, "generic clauses")
    else:
        where = accessors
    if keyword in TYPE_KEYWORDS and tokens[name_end:name_end + 1] == [":"]:
        mark(name_end, where, "conformances")

    # Then the tokens that are of a kind wherever they stand.
    position = 0
    while position < len(tokens):
        token = tokens[position]
        kind = None
        if token.startswith("@") and token != "@available":
            kind = "isolation" if token in ISOLATION else "attributes"
        elif token == "@available":
            kind = "deprecations"
        elif token in ISOLATION:
            kind = "isolation"
        elif token in OWNERSHIP:
            kind = "ownership"
        elif token in EFFECTS:
            kind = "effects"
        elif token in ("?", "!"):
            kind = "optionality"
        elif position < at and token in ("static", "class"):
            kind = "static/class"
        elif position < at and token in OTHER_MODIFIERS:
            kind = "modifiers"
        if kind is None:
            position += 1
            continue
        end = position + 1
        takes_arguments = (token in ATTRIBUTES_WITH_ARGUMENTS or not token.startswith("@")
                           and token not in ("?", "!"))
        if end < len(tokens) and tokens[end] == "(" and takes_arguments:
            end = group_end(tokens, end)  # @available(...), unowned(unsafe), throws(E)
        if kinds[position] == "conformances" and kind == "attributes":
            end = position + 1  # `@unchecked Sendable` in an inheritance clause
        mark(position, end, kind)
        position = end
    return kinds


def stand_in_deprecations(tokens: list[str]) -> list[str]:
    """The stand-in's `@available(<platform>, ..., deprecated: <version>, ...)` attributes, as
    the tokens `@available ( <platform> , deprecated : <version> )`, one per platform."""
    found = {}
    position = 0
    while position < len(tokens):
        if tokens[position] == "@available" and tokens[position + 1:position + 2] == ["("]:
            end = group_end(tokens, position + 1)
            arguments = tokens[position + 2:end - 1]
            platform = arguments[0] if arguments else ""
            if "deprecated" in arguments:
                at = arguments.index("deprecated")
                version = (arguments[at + 2] if arguments[at + 1:at + 2] == [":"] else "")
                found[platform] = version_text(version) if version else ""
            position = end
        else:
            position += 1
    return deprecation_tokens(found)


def availability_marker(docs: list[str]) -> str | None:
    """`Apple availability: iOS 3.0.0 - 27.0.0, tvOS -`: the platforms and versions the page
    prints for the declaration (a range that ends is a deprecation)."""
    match = re.search(r"Apple availability:\s*((?:.*,\s*\n)*.*)", "\n".join(docs))
    return " ".join(match.group(1).split()) if match else None


def apple_deprecations(availability: str | None) -> list[str]:
    found = {}
    for entry in (availability or "").split(","):
        match = re.match(r"\s*(\w+):?\s*([0-9.]*)\s*-\s*([0-9.]*)\s*$", entry)
        if entry.strip() and not match:
            raise ValueError(f"cannot read the availability {entry.strip()!r}")
        if match and match.group(3) and match.group(1) in DEPRECATION_PLATFORMS:
            found[match.group(1)] = version_text(match.group(3))
    return deprecation_tokens(found)


def version_text(version: str) -> str:
    """`27.0.0`, `27.0` and `27` are one version: `27.0`."""
    parts = version.split(".")
    while len(parts) > 2 and parts[-1] == "0":
        parts.pop()
    return ".".join(parts + ["0"] * (2 - len(parts)))


def deprecation_tokens(found: dict[str, str]) -> list[str]:
    tokens = []
    for platform in sorted(found):
        version = [":", found[platform]] if found[platform] else []
        tokens += ["@available", "(", platform, ",", "deprecated", *version, ")"]
    return tokens


@dataclass
class Difference:
    ours: list[str]  # the stand-in's tokens as compared (the allow-list's key)
    apple: list[str]
    kinds: list[str]  # the kinds whose tokens differ, or ["several kinds at once"]


def compare(declaration: Declaration) -> Difference | None:
    """None when the two agree in every compared kind; else what differs."""
    apple = apple_deprecations(declaration.availability) + apple_tokens(declaration.apple or "")
    ours = list(declaration.tokens)
    if "@preconcurrency" not in apple:
        # Swift adds it when it imports an Objective-C class; the pages print it only where a
        # Swift module (SwiftUI) declares it.
        ours = [token for token in ours if token != "@preconcurrency"]
    if declaration.keyword in TYPE_KEYWORDS:
        ours = drop_inheritance(ours, declaration.keyword,
                                keep=has_inheritance(apple, declaration.keyword))
    if declaration.stored and "{" not in apple and ours[-4:] == ["{", "get", "set", "}"]:
        # A Swift module's stored property: the pages print it without accessors.
        ours = ours[:-4]
    if declaration.keyword == "typealias" and "=" not in apple and "=" in ours:
        # The pages do not print what a type alias stands for when it is not public.
        ours = ours[:ours.index("=")]
    ours = declaration.deprecations + ours
    ours_kinds = classify(ours, declaration.keyword)
    apple_kinds = classify(apple, declaration.keyword)

    def kept(tokens, kinds, compared):
        return [token for token, kind in zip(tokens, kinds) if kind in compared]

    if kept(ours, ours_kinds, COMPARED_KINDS) == kept(apple, apple_kinds, COMPARED_KINDS):
        return None
    culprits = [kind for kind in KINDS if kind in COMPARED_KINDS and
                kept(ours, ours_kinds, COMPARED_KINDS - {kind})
                == kept(apple, apple_kinds, COMPARED_KINDS - {kind})]
    return Difference(ours, apple, culprits or ["several kinds at once"])


def after_name(tokens: list[str], keyword: str) -> int:
    """The position after a type declaration's name and generic parameters."""
    position = tokens.index(keyword) + 2
    if position < len(tokens) and tokens[position] == "<":
        depth = 0
        while position < len(tokens):
            depth += tokens[position].count("<") - tokens[position].count(">")
            position += 1
            if depth <= 0:
                break
    return position


def has_inheritance(tokens: list[str], keyword: str) -> bool:
    if keyword not in tokens:
        return False
    position = after_name(tokens, keyword)
    return position < len(tokens) and tokens[position] == ":"


def drop_inheritance(tokens: list[str], keyword: str, keep: bool) -> list[str]:
    if keep or keyword not in tokens:
        return tokens
    position = after_name(tokens, keyword)
    if position < len(tokens) and tokens[position] == ":":
        end = tokens.index("where", position) if "where" in tokens[position:] else len(tokens)
        return tokens[:position] + tokens[end:]
    return tokens


def list_lines(path: Path):
    """(line number, its ` | `-separated fields) for each line of a list file that is neither
    blank nor a `#` comment; nothing if the file does not exist."""
    if not path.exists():
        return
    for number, line in enumerate(path.read_text().splitlines(), 1):
        if line.strip() and not line.startswith("#"):
            yield number, [part.strip() for part in line.split(" | ")]


def read_allow_list(path: Path) -> list[tuple[str, str, str]]:
    entries = []
    for number, parts in list_lines(path):
        if len(parts) != 3 or not parts[2]:
            raise SystemExit(f"{path}:{number}: expected `<module>/<file> | <declaration> | <reason>`")
        entries.append((parts[0], parts[1], parts[2]))
    return entries


def parse_file(path: Path, relative: str) -> list[Declaration]:
    parser = Parser(tokenize(path.read_text()), relative)
    parser.parse_members("", in_protocol=False, public_context=False)
    return parser.declarations


def read_no_page_list(path: Path) -> dict[str, str]:
    """`<address> | <how it was searched> | <the nearest pages the stored copy held>`, by address."""
    entries = {}
    for number, parts in list_lines(path):
        if len(parts) != 3 or not parts[0].startswith(DOCS) or not parts[1]:
            raise ValueError(f"{path}:{number}: expected `<address> | <how it was searched> | "
                             f"<nearest pages>`")
        entries[parts[0].lower()] = parts[1]
    return entries


def address_text(address: str) -> str:
    return address.rstrip(".,;:").lower()


def declared_name(declaration: Declaration) -> str:
    """The declaration's own name, as Apple's addresses spell it (lowercase)."""
    keyword = declaration.keyword
    if keyword in ("init", "subscript", "deinit"):
        return keyword
    tokens = declaration.tokens
    position = tokens.index(keyword) if keyword in tokens else -1
    name = tokens[position + 1] if 0 <= position < len(tokens) - 1 else ""
    return name.strip("`").lower()


def address_name(address: str) -> str:
    """The name the address's last part gives: `init(coder:)` is `init`, `body-swift.typealias`
    and `init(_:ison:)-8cgq3` drop their disambiguation."""
    last = address.rstrip("/").rsplit("/", 1)[-1]
    last = re.sub(r"-swift\.[a-z]+$|-[0-9a-z]{5}$", "", last)
    if not last.startswith("=="):
        last = last.split("(", 1)[0]
    else:
        last = "=="
    return last.lower()


def cited_pages(root: Path, modules: list[str]) -> dict[str, str]:
    """Every page the stand-ins cite as read (`https://...`), with where it is cited."""
    cited = {}
    for module in modules:
        for path in sorted((root / "Tests/AppleStandIns" / module).glob("*.swift")):
            for number, line in enumerate(path.read_text().splitlines(), 1):
                for match in CITED_RE.finditer(line):
                    cited.setdefault(address_text(match.group(1)),
                                     f"Tests/AppleStandIns/{module}/{path.name}:{number}")
    return cited


def check_no_page(declaration: Declaration, where: str, searched: dict[str, str],
                  cited: dict[str, str], named: set[str], out) -> int:
    """A `No Apple page:` marker names the address searched; that address is listed, ends in
    the declaration's name, and is cited nowhere as a page that was read."""
    match = SEARCHED_RE.search("\n".join(declaration.docs).replace("\n ", " ").replace("\n", " "))
    if not match:
        print(f"{where}: `No Apple page:` names no searched address (`No Apple page: searched "
              f"{DOCS}...`): {declaration.text}", file=out)
        return 1
    address = address_text(match.group(1))
    named.add(address)
    failures = 0
    if address not in searched:
        print(f"{where}: {address} is not in {NO_PAGE_LIST} (how it was searched)", file=out)
        failures += 1
    if address_name(address) != declared_name(declaration):
        print(f"{where}: {address} is not the page of `{declared_name(declaration)}`", file=out)
        failures += 1
    if address in cited:
        print(f"{where}: {address} is marked No Apple page, but {cited[address]} cites it as a "
              f"page that was read", file=out)
        failures += 1
    return failures


def check(root: Path, modules: list[str], report_missing: bool, out=sys.stdout,
          complete: bool | None = None) -> int:
    """`complete`: every module is checked, so a list entry no marker names is stale."""
    if complete is None:
        complete = set(modules) == set(MODULES)
    allow = read_allow_list(root / ALLOW_LIST)
    searched = read_no_page_list(root / NO_PAGE_LIST)
    cited = cited_pages(root, modules)
    named: set[str] = set()
    used = set()
    failures = 0
    totals = {"declarations": 0, "apple": 0, "matched": 0, "allowed": 0, "not_apple": 0,
              "no_page": 0, "missing": 0}
    for module in modules:
        directory = root / "Tests/AppleStandIns" / module
        counts = dict.fromkeys(totals, 0)
        for path in sorted(directory.glob("*.swift")):
            relative = f"{module}/{path.name}"
            for declaration in parse_file(path, relative):
                if not declaration.public or declaration.spi:
                    continue
                counts["declarations"] += 1
                where = f"Tests/AppleStandIns/{relative}:{declaration.line}"
                if declaration.apple is not None:
                    counts["apple"] += 1
                    difference = compare(declaration)
                    if difference is None:
                        counts["matched"] += 1
                        continue
                    key = (relative, render(difference.ours))
                    entry = next((e for e in allow if (e[0], e[1]) == key), None)
                    if entry is not None:
                        counts["allowed"] += 1
                        used.add(key)
                        continue
                    failures += 1
                    print(f"{where}: differs from Apple's declaration in "
                          f"{', '.join(difference.kinds)}\n"
                          f"  stand-in: {render(difference.ours)}\n"
                          f"  Apple:    {render(difference.apple)}", file=out)
                elif declaration.not_apple is not None:
                    counts["not_apple"] += 1
                elif declaration.no_page is not None:
                    counts["no_page"] += 1
                    failures += check_no_page(declaration, where, searched, cited, named, out)
                else:
                    counts["missing"] += 1
                    if report_missing:
                        print(f"{where}: no Apple: line: {declaration.text}", file=out)
                    else:
                        failures += 1
                        print(f"{where}: carries none of `Apple:`, `Not Apple API:`, "
                              f"`No Apple page:`: "
                              f"{declaration.text}", file=out)
        for key in totals:
            totals[key] += counts[key]
        print(f"stand-in declarations: {module}: {counts['declarations']} public, "
              f"{counts['matched']} match Apple's text, {counts['allowed']} allow-listed, "
              f"{counts['not_apple']} not Apple API, {counts['no_page']} with no page found, "
              f"{counts['missing']} without a marker", file=out)
    for entry in allow:
        if entry[0].split("/")[0] in modules and (entry[0], entry[1]) not in used:
            failures += 1
            print(f"{ALLOW_LIST}: stale entry (no such differing declaration): "
                  f"{entry[0]} | {entry[1]}", file=out)
    if complete:
        for address in sorted(set(searched) - named):
            failures += 1
            print(f"{NO_PAGE_LIST}: stale entry (no `No Apple page:` marker names it): {address}",
                  file=out)
    not_again = sum(1 for how in searched.values() if "not searched again" in how)
    print(f"stand-in declarations: {NO_PAGE_LIST}: {len(searched)} addresses searched without "
          f"a page found, {not_again} of them not searched again since transcription", file=out)
    print(f"stand-in declarations: {totals['declarations']} public in all, "
          f"{totals['matched']} match, {totals['allowed']} allow-listed, "
          f"{totals['not_apple']} not Apple API, {totals['no_page']} with no page found, "
          f"{totals['missing']} without a marker; {failures} failing", file=out)
    return 1 if failures else 0


# The self-test's cases: (stand-in source, expectation). The expectation is "pass", "no
# marker", or the kind of token (one of KINDS) in which the one declaration that fails differs
# from Apple's; every type around a failing declaration carries a marker, so that nothing else
# fails. Each kind has at least one case, and the self-test checks that the case passes once
# that kind is no longer compared: each case fails through its kind's comparison alone.
SELF_TEST_CASES = [
    ("""
/// Apple: `weak var dataSource: (any UITableViewDataSource)? { get set }`
weak open var dataSource: (any UITableViewDataSource)?
""", "pass"),
    ("""
/// Apple: `@MainActor class UIControl`
@preconcurrency @MainActor
open class UIControl: UIView {
  /// Apple: `var isEnabled: Bool { get set }`
  open var isEnabled: Bool = true { didSet { update() } }
  /// Apple: `var state: UIControl.State { get }`
  open var state: UIControl.State { stored }
  /// Apple: `func addAction(_ action: UIAction, for controlEvents: UIControl.Event)`
  open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    actions.append(action)
  }
  /// Not Apple API: the stand-in's own.
  public func helper() {}
  @_spi(StandIn) public var oracle = 1
}
""", "pass"),
    ("""
/// Apple: `enum RowAnimation`
public enum RowAnimation: Int, @unchecked Sendable {
  /// Apple: `case fade`
  case fade = 0
}
/// Apple: `@MainActor protocol UITableViewDataSource : NSObjectProtocol`
@preconcurrency @MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
  /// Apple: `optional func numberOfSections(in tableView: UITableView) -> Int`
  /* optional */ func numberOfSections(in tableView: UITableView) -> Int
  /// Apple: `optional func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?`
  /* optional */ func tableView(
    _ tableView: UITableView, titleForHeaderInSection section: Int
  )
    -> String?
}
""", "pass"),
    ("""
/// Apple: `@MainActor class UITableViewCell`
@preconcurrency @MainActor open class UITableViewCell: UIView {
  /// Apple: `enum CellStyle`
  public enum CellStyle: Int {
    /// Apple: `` case `default` ``
    case `default` = 0
  }
  /// Apple: `var isRefreshing: Bool { get }`
  public private(set) var isRefreshing: Bool = false
}
""", "pass"),
    # A deprecation the page prints (a range that ends), transcribed.
    ("""
/// Apple: `var detailTextLabel: UILabel? { get }`
/// Apple availability: iOS 3.0.0 - 27.0.0, iPadOS 3.0.0 - 27.0.0, tvOS -, visionOS 1.0 - 27.0
@available(iOS, introduced: 3.0, deprecated: 27.0, message: "Use a content configuration")
open var detailTextLabel: UILabel? { label }
""", "pass"),
    # A declaration with no marker.
    ("""
open func reloadData() {}
""", "no marker"),
    # Names and types: a label that differs.
    ("""
/// Apple: `func addAction(_ action: UIAction, for controlEvents: UIControl.Event)`
open func addAction(_ action: UIAction, forEvents controlEvents: UIControl.Event) {}
""", "names and types"),
    # Names and types: a type spelled unqualified where Apple qualifies it.
    ("""
/// Apple: `var style: UITableView.Style { get }`
open var style: Style { storedStyle }
""", "names and types"),
    # Attributes: a closure attribute missing.
    ("""
/// Apple: `init(get: @escaping @Sendable () -> Value)`
public init(get: @escaping () -> Value) {}
""", "attributes"),
    # Attributes: a closure that is not escaping.
    ("""
/// Apple: `func addAction(_ handler: @escaping () -> Void)`
public func addAction(_ handler: () -> Void) {}
""", "attributes"),
    # Attributes: a declaration attribute missing.
    ("""
/// Apple: `@discardableResult func removeValue() -> Int`
public func removeValue() -> Int { 0 }
""", "attributes"),
    # Isolation: a main-actor method that is not.
    ("""
/// Apple: `@MainActor func present()`
public func present() {}
""", "isolation"),
    # Isolation: a nonisolated type that is not.
    ("""
/// Apple: `nonisolated struct Toggle<Label> where Label : View`
public struct Toggle<Label> where Label: View {}
""", "isolation"),
    # Isolation: a closure whose isolation is not kept.
    ("""
/// Apple: `init(get: @escaping @isolated(any) @Sendable () -> Value)`
public init(get: @escaping @Sendable () -> Value) {}
""", "isolation"),
    # Ownership: a strong reference where Apple's is weak.
    ("""
/// Apple: `weak var delegate: (any UITableViewDelegate)? { get set }`
open var delegate: (any UITableViewDelegate)?
""", "ownership"),
    # Ownership: unowned(unsafe) where the stand-in is weak.
    ("""
/// Apple: `unowned(unsafe) var textField: NSTextField? { get set }`
weak open var textField: NSTextField?
""", "ownership"),
    # Effects: a method that is not async.
    ("""
/// Apple: `func values() async throws -> [Int]`
public func values() throws -> [Int] { [] }
""", "effects"),
    # Effects: a method that does not throw.
    ("""
/// Apple: `func save() throws`
public func save() {}
""", "effects"),
    # Effects: a method that does not rethrow.
    ("""
/// Apple: `func forEach(_ body: (Int) throws -> Void) rethrows`
public func forEach(_ body: (Int) throws -> Void) {}
""", "effects"),
    # Optionality: a property that is not optional.
    ("""
/// Apple: `var text: String? { get set }`
open var text: String = ""
""", "optionality"),
    # Optionality: optional where Apple's is implicitly unwrapped.
    ("""
/// Apple: `var view: UIView! { get set }`
open var view: UIView?
""", "optionality"),
    # Optionality: not optional where Apple's is implicitly unwrapped.
    ("""
/// Apple: `var tableView: UITableView! { get set }`
open var tableView: UITableView = UITableView()
""", "optionality"),
    # Static/class: static where Apple's is a class property.
    ("""
/// Apple: `class var red: UIColor { get }`
public static var red: UIColor { UIColor() }
""", "static/class"),
    # Static/class: an instance property where Apple's is static.
    ("""
/// Apple: `static let vibrantDark: NSAppearance.Name`
public let vibrantDark: NSAppearance.Name = Name("dark")
""", "static/class"),
    # Static/class: an instance property where Apple's is a class property.
    ("""
/// Apple: `class var noSegment: Int { get }`
public var noSegment: Int { -1 }
""", "static/class"),
    # Modifiers: a required method where Apple's is optional.
    ("""
/// Not Apple API: the self-test's protocol.
public protocol P {
  /// Apple: `optional func f()`
  func f()
}
""", "modifiers"),
    # Modifiers: a designated initializer where Apple's is a convenience one.
    ("""
/// Apple: `convenience init(title: String)`
public init(title: String) {}
""", "modifiers"),
    # Accessors: a read-only property where Apple's is settable.
    ("""
/// Apple: `var text: String? { get set }`
open var text: String? { stored }
""", "accessors"),
    # A stored let where Apple prints a read-only var.
    ("""
/// Apple: `var rawValue: UInt { get }`
public let rawValue: UInt
""", "several kinds at once"),
    # Enum cases: a case of a public enum is checked (it has no modifier of its own).
    ("""
/// Apple: `enum CellStyle`
public enum CellStyle: Int {
  /// Apple: `case subtitle`
  case value2 = 3
}
""", "enum cases"),
    # Generic clauses: a where clause that differs.
    ("""
/// Apple: `func removeDuplicates<T>(by key: T) where T : Equatable`
public func removeDuplicates<T>(by key: T) where T: Hashable {}
""", "generic clauses"),
    # Generic clauses: a generic parameter missing.
    ("""
/// Apple: `struct Merge<A, B>`
public struct Merge<A> {}
""", "generic clauses"),
    # Conformances: a protocol that refines another protocol than Apple's.
    ("""
/// Apple: `@MainActor protocol UITableViewDelegate : UIScrollViewDelegate`
@MainActor public protocol UITableViewDelegate: NSObjectProtocol {}
""", "conformances"),
    # Deprecations: one the page prints and the stand-in leaves out.
    ("""
/// Apple: `var textLabel: UILabel? { get }`
/// Apple availability: iOS 3.0.0 - 27.0.0, tvOS -
open var textLabel: UILabel? { label }
""", "deprecations"),
    # Deprecations: one the stand-in declares and the page does not print.
    ("""
/// Apple: `var isEnabled: Bool { get set }`
@available(iOS, deprecated: 17.0)
open var isEnabled: Bool = true
""", "deprecations"),
]


def run_case(root: Path, number: int, source: str) -> tuple[int, str]:
    """Checks `source` as the only stand-in file; returns the status and the log."""
    directory = root / "Tests/AppleStandIns/UIKit"
    for old in directory.glob("*.swift") if directory.exists() else []:
        old.unlink()
    directory.mkdir(parents=True, exist_ok=True)
    (directory / f"Case{number}.swift").write_text(source)
    with open(root / "log.txt", "w") as log:
        status = check(root, ["UIKit"], report_missing=False, out=log)
    return status, (root / "log.txt").read_text()


def outcome(status: int, log: str) -> str:
    """"pass", "no marker", the kinds a lone difference is in, or "other: <log>"."""
    if status == 0:
        return "pass"
    failures = [line for line in log.splitlines() if line.startswith("Tests/")]
    if len(failures) == 1 and "carries none of" in failures[0]:
        return "no marker"
    if len(failures) == 1 and "differs from Apple's declaration in " in failures[0]:
        return failures[0].split("differs from Apple's declaration in ", 1)[1]
    return "other: " + log


def self_test() -> int:
    global COMPARED_KINDS
    failed = 0
    cases_of_kind = {kind: [] for kind in KINDS}
    with tempfile.TemporaryDirectory() as scratch:
        root = Path(scratch)
        for number, (source, expected) in enumerate(SELF_TEST_CASES):
            got = outcome(*run_case(root, number, source))
            if got != expected:
                failed += 1
                print(f"self-test case {number}: expected {expected}, got {got}")
            if expected in cases_of_kind:
                cases_of_kind[expected].append(number)
        # Each kind's cases fail through that kind's comparison: without it, they pass.
        compared = COMPARED_KINDS
        try:
            for kind in KINDS:
                if not cases_of_kind[kind]:
                    failed += 1
                    print(f"self-test: no case for the kind {kind!r}")
                COMPARED_KINDS = compared - {kind}
                for number in cases_of_kind[kind]:
                    got = outcome(*run_case(root, number, SELF_TEST_CASES[number][0]))
                    if got != "pass":
                        failed += 1
                        print(f"self-test case {number}: without comparing {kind}, expected "
                              f"pass, got {got}")
        finally:
            COMPARED_KINDS = compared
        # The allow-list: an entry lets a known difference pass; a stale entry fails.
        for old in (root / "Tests/AppleStandIns/UIKit").glob("*.swift"):
            old.unlink()
        (root / "Tests/AppleStandIns/UIKit/Allowed.swift").write_text(
            "/// Apple: `@objc func f()`\npublic func f() {}\n")
        (root / ALLOW_LIST).write_text("UIKit/Allowed.swift | func f() | no @objc on Linux\n")
        with open(root / "log.txt", "w") as log:
            if check(root, ["UIKit"], report_missing=False, out=log) != 0:
                failed += 1
                print("self-test: an allow-listed difference failed")
        (root / ALLOW_LIST).write_text(
            "UIKit/Allowed.swift | func f() | no @objc on Linux\n"
            "UIKit/Allowed.swift | func g() | gone\n")
        with open(root / "log.txt", "w") as log:
            if check(root, ["UIKit"], report_missing=False, out=log) == 0:
                failed += 1
                print("self-test: a stale allow-list entry passed")
        failed += no_page_self_test(root)
    print(f"check-stand-in-declarations self-test: {len(SELF_TEST_CASES)} cases, 2 "
          f"allow-list cases and {len(NO_PAGE_CASES)} `No Apple page:` cases, each kind of token "
          f"({len(KINDS)}) shown compared; {failed} unexpected")
    return 1 if failed else 0


# `No Apple page:` markers: (stand-in source, list file, the text the one failure must contain,
# or "pass").
NO_PAGE_LIST_TEXT = (f"{DOCS}uikit/uicolor/white | searched: \"UIColor white\" | "
                     f"appkit/nscolor/white\n")
NO_PAGE_CASES = [
    ("/// No Apple page: searched developer.apple.com/documentation/uikit/uicolor/white\n"
     "open class var white: UIColor { UIColor() }\n", NO_PAGE_LIST_TEXT, "pass"),
    # The address on the next doc line.
    ("/// No Apple page: searched\n/// developer.apple.com/documentation/uikit/uicolor/white\n"
     "open class var white: UIColor { UIColor() }\n", NO_PAGE_LIST_TEXT, "pass"),
    # No address searched.
    ("/// No Apple page: none among the stored pages\nopen class var white: UIColor { UIColor() }\n",
     "", "names no searched address"),
    # An address the list does not hold.
    ("/// No Apple page: searched developer.apple.com/documentation/uikit/uicolor/white\n"
     "open class var white: UIColor { UIColor() }\n", "", "is not in"),
    # An address that is another declaration's page.
    ("/// No Apple page: searched developer.apple.com/documentation/uikit/uicolor/white\n"
     "open class var black: UIColor { UIColor() }\n", NO_PAGE_LIST_TEXT, "is not the page of"),
    # An address that a declaration cites as a page that was read: the page exists.
    ("/// No Apple page: searched developer.apple.com/documentation/uikit/uicolor/white\n"
     "open class var white: UIColor { UIColor() }\n"
     "/// https://developer.apple.com/documentation/uikit/uicolor/white\n"
     "/// Apple: `class var white: UIColor { get }`\nopen class var white: UIColor { UIColor() }\n",
     NO_PAGE_LIST_TEXT, "cites it as a page that was read"),
    # A list entry no marker names.
    ("/// Not Apple API: the self-test's.\npublic func helper() {}\n", NO_PAGE_LIST_TEXT,
     "stale entry"),
]


def no_page_self_test(root: Path) -> int:
    failed = 0
    directory = root / "Tests/AppleStandIns/UIKit"
    (root / ALLOW_LIST).write_text("")
    for number, (source, listed, expected) in enumerate(NO_PAGE_CASES):
        for old in directory.glob("*.swift"):
            old.unlink()
        (directory / "NoPage.swift").write_text(source)
        (root / NO_PAGE_LIST).write_text(listed)
        with open(root / "log.txt", "w") as log:
            status = check(root, ["UIKit"], report_missing=False, out=log, complete=True)
        failures = [line for line in (root / "log.txt").read_text().splitlines()
                    if line.startswith(("Tests/", str(NO_PAGE_LIST)))
                    and "addresses searched" not in line]
        if expected == "pass":
            good = status == 0
        else:
            good = status != 0 and len(failures) == 1 and expected in failures[0]
        if not good:
            failed += 1
            print(f"self-test No Apple page case {number}: expected {expected}, got status "
                  f"{status}: {failures}")
    return failed


def main() -> int:
    arguments = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    arguments.add_argument("--module", action="append", choices=MODULES)
    arguments.add_argument("--root", type=Path, default=ROOT)
    arguments.add_argument("--report", action="store_true")
    arguments.add_argument("--self-test", action="store_true")
    options = arguments.parse_args()
    if options.self_test:
        return self_test()
    return check(options.root, options.module or MODULES, options.report)


if __name__ == "__main__":
    sys.exit(main())
