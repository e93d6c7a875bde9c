"""The locator's vocabulary: the words a description uses for kinds, places and counts.

Tables only (no logic): ordinals and number words, verbs (generic, label-like, role-hinting),
role nouns and the ARIA roles that satisfy them, container and grid nouns, position and
region words, prepositions that start an anchor, filler words, and their CJK counterparts.
``iwr_bench.tasks.locate.parse`` reads descriptions with them.
"""

from __future__ import annotations

import re

from iwr_bench.tasks.locate.text import STOPWORDS

ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
            "ninth": 9, "tenth": 10, "1st": 1, "2nd": 2, "3rd": 3, "4th": 4, "5th": 5, "6th": 6, "7th": 7, "8th": 8,
            "9th": 9, "10th": 10}
NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}
CJK_NUMBERS = {"一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9, "十": 10}
MONTHS = frozenset("january february march april may june july august september october november december "
                    "jan feb mar apr jun jul aug sep sept oct nov dec".split())

# Verbs that only say "act on it"; they name nothing.
GENERIC_VERBS = frozenset(
    "click tap press hit push choose pick open go type enter input put place set change use visit navigate move drag "
    "drop make fill write tick check uncheck untick toggle turn flip enable disable mark switch activate deactivate "
    "double right long double_click right_click try want need let get bring go_back scroll swipe".split()
)
# Verbs that are often the control's own label ("Delete", "Reply", "Subscribe").
ACTION_VERBS = frozenset(
    "delete remove edit reply play pause mute unmute share subscribe unsubscribe close dismiss accept reject decline "
    "confirm cancel expand collapse sort filter star like unlike save submit search add insert rewind skip forward "
    "send attach download upload print copy rename archive follow unfollow buy checkout book apply continue undo redo "
    "refresh reload publish preview increase decrease rate vote upvote zoom maximize minimize show hide view load "
    "retry join leave pin bookmark order pay start stop reset clear update create compose post comment react answer "
    "select log_in log_out sign_in sign_out sign_up login logout signup register center centre".split()
)
# Verbs that make a switch of what follows with "on" or "off": "turn on", "switch off", "flip on".
SWITCH_VERBS = frozenset({"turn", "switch", "flip"})
# Verbs that say which kind of control: "tick" a checkbox, "turn on" a switch.
VERB_ROLES = {"tick": "checkbox", "untick": "checkbox", "check": "checkbox", "uncheck": "checkbox", "mark": "checkbox",
               "toggle": "switch", "enable": "switch", "disable": "switch",
               "type": "textbox", "enter": "textbox", "fill": "textbox", "write": "textbox"}

FIELD_ROLES = frozenset({"textbox", "searchbox", "combobox", "spinbutton"})
# Role nouns -> the ARIA roles (from collect.js) that satisfy them.
ROLE_NOUNS: dict[str, frozenset[str]] = {
    "button": frozenset({"button"}), "btn": frozenset({"button"}),
    "link": frozenset({"link"}), "hyperlink": frozenset({"link"}),
    "tab": frozenset({"tab"}),
    "checkbox": frozenset({"checkbox", "switch"}), "check_box": frozenset({"checkbox", "switch"}),
    "tickbox": frozenset({"checkbox"}), "tick_box": frozenset({"checkbox"}),
    "radio": frozenset({"radio"}), "radio_button": frozenset({"radio"}),
    "toggle": frozenset({"switch", "checkbox"}), "switch": frozenset({"switch", "checkbox"}),
    "dropdown": frozenset({"combobox", "listbox"}), "drop_down": frozenset({"combobox", "listbox"}),
    "select": frozenset({"combobox", "listbox"}), "selector": frozenset({"combobox", "listbox"}),
    "combobox": frozenset({"combobox"}), "listbox": frozenset({"listbox", "combobox"}),
    "option": frozenset({"option", "radio", "menuitem"}), "menuitem": frozenset({"menuitem"}),
    "field": FIELD_ROLES, "input": FIELD_ROLES, "textbox": FIELD_ROLES, "text_box": FIELD_ROLES,
    "textarea": frozenset({"textbox"}), "text_area": frozenset({"textbox"}), "box": FIELD_ROLES,
    "slider": frozenset({"slider"}),
}
# Role nouns that are also the thing's name ("the slider" may be a carousel): kept as words too.
NAMING_ROLES = frozenset({"slider"})
# The roles a click may land on although the description named another ("the next page button" is often a link).
COMPATIBLE = {"button": frozenset({"link", "tab", "menuitem", "option", "switch", "label", "summary"}),
              "link": frozenset({"button", "tab", "menuitem", "option"}),
              "checkbox": frozenset({"label"}), "radio": frozenset({"label"}), "switch": frozenset({"label"}),
              "tab": frozenset({"button", "link"}), "option": frozenset({"link", "label"}),
              "combobox": frozenset({"button"}), "img": frozenset({"link", "button", ""})}
ICON_NOUNS = frozenset({"icon", "icons", "glyph", "symbol"})
# Nouns for repeated containers: "the third product" counts products, not buttons.
CONTAINER_NOUNS = frozenset(
    "product products card cards item items row rows result results post posts message messages comment comments "
    "task tasks entry entries order orders file files restaurant restaurants episode episodes track tracks song songs "
    "video videos email emails review reviews listing listings question questions faq faqs plan plans article "
    "articles conversation conversations chat chats notification notifications story stories thread threads hotel "
    "hotels room rooms offer offers deal deals tile tiles headline headlines news table tables 商品 条 記事 件".split()
)
GRID_NOUNS = frozenset("cell cells square squares light lights seat seats spot slot slots date dates "
                       "hole holes pixel pixels key keys".split())
# A region noun that is the element's own kind: "the second breadcrumb" is a link in the breadcrumb trail.
SELF_REGIONS = {"breadcrumb": "breadcrumb", "breadcrumbs": "breadcrumb"}
POSITIONS = {"top": "top", "upper": "top", "topmost": "top", "bottom": "bottom", "lower": "bottom", "bottommost": "bottom",
              "left": "left", "leftmost": "left", "right": "right", "rightmost": "right", "center": "center",
              "centre": "center", "middle": "center", "central": "center"}
# Region words a description uses -> the landmark words (from collect.js) that satisfy them.
REGION_SETS = {
    "header": frozenset({"header", "nav", "navbar", "topbar", "top", "banner", "appbar", "masthead", "hd", "head", "navigation"}),
    "nav": frozenset({"nav", "navbar", "navigation", "menu", "menubar", "header", "topbar"}),
    "footer": frozenset({"footer", "foot", "ft", "bottom"}),
    "sidebar": frozenset({"sidebar", "side", "aside", "sidenav", "drawer", "leftnav"}),
    "dialog": frozenset({"dialog", "modal", "popup", "overlay", "lightbox", "alertdialog", "popover"}),
    "menu": frozenset({"menu", "nav", "navigation", "sidebar", "drawer", "dropdown", "listbox", "menubar", "popover", "context"}),
    "toolbar": frozenset({"toolbar", "tools", "controls", "editor"}),
    "breadcrumb": frozenset({"breadcrumb", "breadcrumbs", "crumbs", "crumb", "trail"}),
    "tabbar": frozenset({"tabbar", "bottombar", "bottomnav", "tabs", "nav", "navigation", "bottom"}),
    "banner": frozenset({"banner", "announce", "announcement", "notice", "cookies", "cookie", "consent"}),
    "player": frozenset({"player", "controls", "video"}),
    "tabs": frozenset({"tabs", "tablist", "pills"}),
}
REGION_WORDS = {
    "header": "header", "top_bar": "header", "topbar": "header", "navbar": "nav", "nav_bar": "nav", "app_bar": "header",
    "masthead": "header", "navigation": "nav", "nav": "nav", "menu_bar": "nav", "main_menu": "nav", "top_menu": "nav",
    "main_navigation": "nav", "navigation_bar": "nav", "top_navigation": "nav", "footer": "footer",
    "sidebar": "sidebar", "side_bar": "sidebar", "side_menu": "sidebar", "left_menu": "sidebar", "left_panel": "sidebar",
    "side_panel": "sidebar", "sidenav": "sidebar", "side_navigation": "sidebar", "side_nav": "sidebar",
    "left_navigation": "sidebar", "left_nav": "sidebar", "dialog": "dialog", "dialogue": "dialog", "modal": "dialog",
    "popup": "dialog", "pop_up": "dialog", "overlay": "dialog", "lightbox": "dialog", "window": "dialog",
    "menu": "menu", "drawer": "menu", "dropdown_menu": "menu", "context_menu": "menu", "open_menu": "menu",
    "toolbar": "toolbar", "tool_bar": "toolbar", "breadcrumb": "breadcrumb", "breadcrumbs": "breadcrumb",
    "breadcrumb_trail": "breadcrumb", "trail": "breadcrumb", "bottom_bar": "tabbar", "tab_bar": "tabbar",
    "bottom_navigation": "tabbar", "bottom_nav": "tabbar", "bottom_menu": "tabbar", "banner": "banner", "player": "player",
    "tabs": "tabs", "pills": "tabs", "tab_list": "tabs", "tablist": "tabs",
}
# How a control is now, said as an adjective ("the empty checkbox", "the blank field"): the page shows
# it as state, not as words, so it names nothing.
STATE_WORDS = frozenset({"empty", "blank", "unticked", "unchecked", "ticked", "checked", "filled"})
# What a state word or a verb says of a box's state now: "the ticked box", "Untick 'Remember me'" (it is ticked).
CHECKED_STATE = {"ticked": "true", "checked": "true", "unticked": "false", "unchecked": "false", "empty": "false",
                 "blank": "false"}
UNDO_VERBS = frozenset({"untick", "uncheck"})
# What a state word or a verb says of a section that opens: "the open first item", "Collapse ..." (it is open now).
EXPANDED_STATE = {"open": "true", "opened": "true", "expanded": "true", "closed": "false", "collapsed": "false"}
EXPANDED_BY_VERB = {"collapse": "true", "expand": "false"}
# A control that cannot be used now, said as an adjective ("the greyed-out Save button", "the faded one, the disabled
# one"): the one meant is then the disabled one, not a live one beside it.
DISABLED_WORDS = frozenset({"disabled", "greyed", "grayed", "faded", "inactive", "dimmed", "washed", "unavailable",
                            "readonly", "uneditable"})  # "the grey read-only field" too (read, then only)
# What a text is called, not what it says: "the Overview heading", "slide 12", "the large 345k figure".
HEADING_TAGS = frozenset({"h1", "h2", "h3", "h4", "h5", "h6"})  # a text that heads a part of the page
TEXT_NOUNS = frozenset("heading headline title subtitle text word words label caption figure number paragraph line "
                       "slide marked header name".split())
# What a thing's own title is called: "the title of the blue column, 'To Do'": the place's quote is what it says.
NAMING_NOUNS = frozenset("heading headline title subtitle header name label caption".split())
# Words that bring in a thing the element has beside it: "the dropdown that has the @ at its right end".
HAVING = frozenset({"with", "has", "have", "having", "showing"})
# Things painted around a control, whose colour tells it: "on the red card", "in the blue bar".
# "the dark table", "the light card": how light the surface is, whatever its hue (``look.surface_colour``).
SURFACE_TONES = frozenset({"dark", "light"})
SURFACE_NOUNS = frozenset({"card", "bar", "box", "panel", "banner", "strip", "header", "tile", "navbar", "alert", "footer", "table", "toolbar", "sidebar",
                           "pagination", "pager", "notification", "toast"})
# "Remove Corn": on a chip or tag that holds its own remove sign, the sign is what a person presses.
# Nouns that put a quoted text inside a dropdown: "Click 'Some option' in the native list box".
DROPDOWN_NOUNS = frozenset({"dropdown", "select", "list", "listbox", "menu", "combobox", "picker"})
REMOVE_VERBS = frozenset({"remove", "delete", "dismiss", "deselect", "unselect", "clear"})
REMOVE_SIGNS = frozenset({"x", "×", "✕", "✖", "╳", "close", "remove", "delete", "clear", "times", "xmark"})
# How a set of look-alikes is laid out: "the vertical pills", "the horizontal tabs".
LAYOUT_WORDS = {"vertical": "vertical", "vertically": "vertical", "stacked": "vertical", "horizontal": "horizontal",
                "horizontally": "horizontal"}
# What a set laid out one way is called: "the vertical pills", "the stacked button group".
LAYOUT_HEADS = frozenset({"pills", "tabs", "list", "lists", "menu", "menus", "nav", "navigation", "group", "groups", "set",
                          "sets", "stack", "stacks", "buttons", "links", "options", "items", "toolbar", "form"})
# Nouns for one set of look-alike controls: "the second tab set" counts the sets, not the tabs.
SET_NOUNS = frozenset({"set", "sets", "group", "groups"})
# A set of buttons is the colour of its buttons: "the gear icon of the red vertical button stack".
BUTTON_SET_NOUNS = frozenset({"group", "stack", "toolbar"})
# Things that hold a set of look-alikes and come several to a page: "the last dot under the first slider".
WIDGET_NOUNS = frozenset({"slider", "carousel", "slideshow", "gallery", "swiper"})
# Words before a count that say how many a set holds: "the four dots", "has just four dots".
SET_SIZE_LEADS = frozenset({"the", "just", "only", "with", "has", "have", "its", "all"})
REGION_PHRASES = tuple(sorted((k for k in REGION_WORDS if "_" in k), key=len, reverse=True))
LOCATION_PREPS = frozenset({"in", "on", "at", "of", "inside", "within", "from"})
# "to" and "with" are left out: they join more labels ("Add to cart", "Continue with Google") than places.
ANCHOR_PREPS = frozenset({"next_to", "beside", "near", "for", "of", "in", "on", "under", "below", "above", "inside",
                           "within", "from", "by", "at", "about", "belonging", "regarding", "beneath", "in_front_of",
                           "on_top_of", "after", "before", "between"})
# A field "asking for" what it wants ("the field asking for hours, minutes and seconds", "the box that expects a
# date"): what follows is the field's own label or placeholder, not a place.
ASKING = frozenset({"asking", "asks", "expecting", "expects", "wanting", "wants", "accepting", "accepts"})
# A colour's border, said after it with a hyphen: "the red-outlined field", "the green-bordered input".
OUTLINE_WORDS = frozenset({"outlined", "bordered", "framed", "ringed"})
# Words after which comes a name: "the field labelled Input error", "the button called Select".
NAME_LEADS = frozenset({"labeled", "labelled", "called", "named", "titled"})
# Verbs followed by a place: "put an O in the top square" names the square.
PLACING = frozenset({"put", "place", "drop", "move", "drag", "set"})
FILLER = STOPWORDS | NAME_LEADS | frozenset(
    "says saying shows showing displays displaying reading reads text button's icon's thing element control area part "
    "screen please now here there corner far hand side down up once twice as very".split()
)
CJK_FILLER = re.compile(r"点击|单击|双击|轻触|轻点|点按|请|然后|一下|选择|勾选|打开|进入|切换到|切换|输入|填写|点|按|在|里面|里|中|内|上的|的"
                         r"|をクリック|クリックする|クリック|をタップ|タップ|を押す|押す|を選択|選択|に入力|を入力|入力|を開く|開く|します|して|する"
                         r"|を|の|に|で|へ")
CJK_ROLES = {"按钮": "button", "链接": "link", "图标": "icon", "复选框": "checkbox", "输入框": "field", "搜索框": "field",
              "文本框": "field", "下拉框": "dropdown", "标签页": "tab", "标签": "tab", "选项卡": "tab", "框": "field",
              "ボタン": "button", "リンク": "link", "アイコン": "icon", "タブ": "tab", "チェックボックス": "checkbox", "入力欄": "field",
              "検索欄": "field", "欄": "field"}
CJK_ORDINAL = re.compile(r"第\s*(\d+|[一二两三四五六七八九十]+)\s*(?:个|項|项|条|件|张|位|篇|款)?")

# ---------------------------------------------------------------- rows, columns, counts
ROW_WORDS = frozenset({"row", "line"})
COLUMN_WORDS = frozenset({"column", "col"})
# A word before "row" or "column" that says which one ("the top row", "the left column"): (n, from_end, middle).
RC_PLACES = {"top": (1, False, False), "bottom": (1, True, False), "front": (1, False, False), "back": (1, True, False),
             "left": (1, False, False), "right": (1, True, False), "middle": (1, False, True), "center": (1, False, True),
             "centre": (1, False, True), "leftmost": (1, False, False), "rightmost": (1, True, False)}
# With a row named, these before a number give the column: "row C, seat 4".
SEAT_WORDS = frozenset({"seat", "number", "no", "num", "spot"})
LAST_WORDS = {"last": 1, "final": 1, "lastmost": 1, "penultimate": 2}
# "at the end of the row" is its last one, "at the start of" its first (True: counted from the end).
END_WORDS = {"end": True, "start": False, "beginning": False}
END_OF = frozenset({"row", "rows", "toolbar", "line"})  # the things whose end is their last element
# Words that may stand between a location preposition and a region word ("in the open menu").
REGION_LEAD = frozenset({"open", "main", "cookie", "newsletter"})

# ---------------------------------------------------------------- how it looks
# Colour words -> (hue ranges in degrees, or None for no hue) and lightness/saturation demands.
# A person calls teal "green" or "blue" and a magenta "pink": the ranges overlap on purpose. "pale_hues" count only for a
# pale colour: a pale red is "pink", a full one is not.
COLOURS: dict[str, dict[str, object]] = {
    "red": {"hues": ((340, 360), (0, 15))}, "crimson": {"hues": ((335, 360), (0, 10))},
    "orange": {"hues": ((12, 42),)}, "amber": {"hues": ((30, 50),)},
    "yellow": {"hues": ((42, 68),)}, "gold": {"hues": ((38, 58),)}, "golden": {"hues": ((38, 58),)},
    "lime": {"hues": ((65, 100),)}, "green": {"hues": ((70, 172),)}, "olive": {"hues": ((55, 85),), "dark": True},
    "teal": {"hues": ((160, 195),)}, "turquoise": {"hues": ((160, 190),)}, "cyan": {"hues": ((172, 200),)},
    "blue": {"hues": ((185, 255),)}, "navy": {"hues": ((200, 250),), "dark": True}, "indigo": {"hues": ((225, 265),)},
    "purple": {"hues": ((250, 305),)}, "violet": {"hues": ((250, 300),)}, "lavender": {"hues": ((240, 290),), "light": True},
    "magenta": {"hues": ((290, 335),)}, "pink": {"hues": ((300, 360),), "pale_hues": ((0, 20),)}, "rose": {"hues": ((320, 360),)},
    "brown": {"hues": ((10, 45),), "dark": True},
    "white": {"hues": None, "light": True}, "black": {"hues": None, "dark": True},
    "grey": {"hues": None, "grey": True}, "gray": {"hues": None, "grey": True}, "silver": {"hues": None, "grey": True},
}
SIZE_WORDS = {"big": "big", "bigger": "big", "biggest": "big", "large": "big", "larger": "big", "largest": "big",
              "huge": "big", "giant": "big", "wide": "big", "prominent": "big",
              "small": "small", "smaller": "small", "smallest": "small", "tiny": "small", "little": "small", "mini": "small"}
# Nouns that a colour, size or direction word may describe, besides content words and quotes.
DESCRIBED = frozenset({"arrow", "arrows", "chevron", "chevrons", "caret", "triangle", "dot", "dots", "circle", "square",
                       "badge", "pill", "chip", "tag", "label", "banner", "bar", "tile", "card", "one"})

# ---------------------------------------------------------------- direction and orientation
ARROW_NOUNS = frozenset({"arrow", "arrows", "chevron", "chevrons", "caret", "carets", "triangle", "angle", "pointer"})
DIRECTION_WORDS = {"left": "left", "leftward": "left", "right": "right", "rightward": "right", "up": "up", "upward": "up",
                   "upwards": "up", "down": "down", "downward": "down", "downwards": "down", "back": "left",
                   "backward": "left", "previous": "left", "prev": "left", "next": "right", "forward": "right"}
# Names, class words and glyphs that say which way a control points (an arrow, a chevron, a pager).
ORIENTATION = {
    "left": "left", "prev": "left", "previous": "left", "back": "left", "backward": "left", "before": "left", "rewind": "left",
    "right": "right", "next": "right", "forward": "right", "after": "right",
    "up": "up", "upward": "up", "less": "up", "down": "down", "downward": "down",
    "‹": "left", "«": "left", "←": "left", "❮": "left", "⟨": "left", "<": "left", "◀": "left", "⏮": "left",
    "›": "right", "»": "right", "→": "right", "❯": "right", "⟩": "right", ">": "right", "▶": "right", "⏭": "right",
    "↑": "up", "▲": "up", "⌃": "up", "↓": "down", "▼": "down", "⌄": "down",
}
# A double arrow goes to an end: "the last page" is the double one pointing right; "next" is one step, a single arrow.
END_WAYS = {"last": "right", "end": "right", "first": "left", "start": "left", "beginning": "left"}
STEP_WORDS = frozenset({"next", "prev", "previous", "forward", "back", "backward"})
# Icon-font ligatures ("Material Icons") whose words mislead when read one by one.
GLYPH_NAMES = {
    "expand_more": "expand arrow down", "expand_less": "collapse arrow up", "more_horiz": "more options dots",
    "more_vert": "more options dots", "navigate_next": "next arrow", "navigate_before": "previous arrow",
    "chevron_right": "chevron arrow right", "chevron_left": "chevron arrow left", "arrow_back": "back arrow left",
    "arrow_forward": "forward arrow right", "arrow_back_ios": "back arrow left", "arrow_forward_ios": "forward arrow right",
    "play_arrow": "play", "skip_next": "skip next", "skip_previous": "skip previous", "fast_forward": "fast forward",
    "fast_rewind": "rewind", "keyboard_arrow_down": "arrow down", "keyboard_arrow_up": "arrow up",
    "keyboard_arrow_left": "arrow left", "keyboard_arrow_right": "arrow right", "person": "person profile account",
    "account_circle": "account profile person circle", "notifications": "notifications bell", "mail": "mail envelope", "clear": "clear close",
}

# ---------------------------------------------------------------- where it is, relative to something else
# "right of 'X'", "under the comment box": the kind of place, by the word that says it.
RELATION_WORDS = {"under": "below", "below": "below", "beneath": "below", "underneath": "below", "above": "above",
                  "over": "above", "on_top_of": "above", "next_to": "near", "beside": "near", "besides": "near",
                  "near": "near", "alongside": "near", "by": "near", "after": "after", "before": "before"}
SIDE_WORDS = {"left": "left_of", "right": "right_of"}
# The kind of thing a relation's anchor is, said after its name ("above the Methods table", "under the Sizes heading"):
# the page's text names it without that word.
ANCHOR_KINDS = frozenset({"table", "heading", "title", "section", "list", "menu", "card", "panel", "form", "group", "toolbar", "box",
                          "field", "input"})
# "... to see more albums": a purpose clause says why, not which element; it starts at "to" before one
# of these verbs, unless "to" follows a verb of going ("Switch to edit mode", "Go to settings").
PURPOSE_VERBS = frozenset("see read view show open close expand collapse reveal display get find check add remove start stop "
                          "play pause save submit send confirm cancel load continue learn know return go go_back come leave "
                          "exit undo redo like unlike follow unfollow dismiss hide reset clear sort filter search pick choose "
                          "change move skip try".split())
GOING_VERBS = frozenset("go switch navigate move jump return change get bring take set back scroll".split())
# "the BUG card in the Review column": inside the column (or list, lane) under that title.
COLUMN_NOUNS = frozenset({"column", "list", "lane", "stack", "swimlane"})
INSIDE_PREPS = frozenset({"in", "inside", "within", "from"})
# Words for things a person sees drawn rather than written: the element meant is likely an icon.
PICTURE_WORDS = frozenset(
    "bell moon sun envelope gear cog trash bin pencil heart star smiley magnifier magnifying_glass hamburger kebab "
    "three_dots three_vertical_dots vertical_dots dots chevron caret plus minus cross paperclip camera microphone mic "
    "globe house avatar flag pin lock eye clock funnel thumbs_up paper_plane speech_bubble bubble bubbles "
    "speech_bubbles x bird basketball octocat".split()
)
# Region words that make a place a side panel, not the header, though it is navigation too.
SIDE_REGIONS = frozenset({"sidebar", "side", "aside", "sidenav", "drawer", "leftnav", "rail"})
TOP_REGIONS = frozenset({"header", "topbar", "banner", "appbar", "masthead", "navbar", "top"})
# "the card about the launch": what follows is written on the thing itself, not around it.
ABOUT_PREPS = frozenset({"about", "regarding"})
# What a text does with what it is about: "the paragraph that talks about the universe".
ABOUT_VERBS = frozenset({"talks", "talking", "speaks", "speaking", "is", "goes", "tells", "written"})
# What brings in what a text says, after where it is: "the last paragraph of the article, about Venus".
SUBJECT_LEADS = frozenset({"about", "regarding", "starting", "beginning", "begins", "starts", "ending", "ends"})
# "the round knob of the range slider": a native slider draws its knob itself; the slider is what is pressed.
SLIDER_PARTS = frozenset({"knob", "thumb", "handle", "grip"})
SLIDER_NOUNS = frozenset({"slider", "range", "sliders"})
# "the box for Prevent Duplicates", "the switch for Wi-Fi": what a box is for is its label ("the date input for
# 'Disabled week days'" is the input of that demo).
LABELLED_NOUNS = frozenset({"box", "checkbox", "checkboxes", "radio", "switch", "toggle"})
# "Sort the table by Salary": the header of the column it is sorted by.
SORT_VERBS = frozenset({"sort"})
# "Select the Dark theme", "Choose 'Compact'": one of a set of choices.
CHOICE_VERBS = frozenset({"select", "choose", "pick"})
# "Set the position to Bottom Right", "Change the theme to Dark": a setting given a value, the value chosen.
SET_VERBS = frozenset({"set", "change", "switch"})
CHOICE_ROLES = frozenset({"radio", "option", "menuitem", "menuitemradio", "tab"})
# Nouns for what kind of thing a control is, which class words name as well as any label:
# "the second thumbnail" fits <button class="gallery-thumb">Mon Tue ...</button>.
KIND_NOUNS = frozenset("thumbnail thumbnails thumb avatar logo badge chip pill tile slide dot dots swatch toggle "
                       "switch chevron arrow caret card cards tab tabs".split())
# Label-like verbs a person may do by pressing the thing itself ("Expand the question about
# shipping", "Play the second song"), not only through a control of that name.
SELF_VERBS = frozenset({"expand", "collapse", "show", "view", "select", "play", "open", "preview", "maximize", "minimize"})
# "the ITEM just after 'DISABLED'": words that make "after"/"before" a place in a row or list.
SEQUENCE_ADVERBS = frozenset({"just", "right", "immediately", "directly", "straight"})
# "Type 3000 in the ZIP code box": a typing verb, and the nouns of the box typed in.
TYPING_VERBS = frozenset({"type", "enter", "fill", "write", "input"})
# Widgets made of items (a tree, a list box, a menu, a tab list): their own words are their items'.
COMPOSITE_ROLES = frozenset({"tree", "treegrid", "listbox", "menu", "menubar", "tablist", "grid", "radiogroup", "toolbar",
                             "list"})
FIELD_NOUNS = frozenset({"field", "box", "input", "textbox", "textarea", "area", "bar"})
# "the text area": the box of many lines (a view's kind "multiline"), of the fields in a row or beside a button.
TEXT_AREA_NOUNS = frozenset({"textarea", "text_area"})
# "the green picture with the sneaker": nouns of a picture, whose content the judge does not read.
IMAGE_NOUNS = frozenset({"picture", "pictures", "photo", "photos", "image", "images", "pic", "thumbnail", "illustration", "logo"})
# "The third dot under the photos": a pager's dot, told by its shape (match._dot_like).
DOT_WORDS = frozenset({"dot", "bullet"})

# "with the ... button" after a verb that is no click names the control used (``places.instrument``).
WITH_CONTROLS = frozenset({"button", "btn", "arrow", "chevron"})
CLICKS = frozenset({"click", "tap", "press", "hit", "push", "touch", "choose", "pick", "select", "double_click", "right_click"})
