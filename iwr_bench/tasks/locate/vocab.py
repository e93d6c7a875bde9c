"""The locator's vocabulary: the words a description uses for kinds, places and counts.

Tables only (no logic): ordinals and number words, verbs (generic, label-like, role-hinting),
role nouns and the ARIA roles that satisfy them, container and grid nouns, position and
region words, prepositions that start an anchor, filler words, and their CJK counterparts.
``iwr_bench.tasks.locate.query`` reads descriptions with them.
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
    "drop make fill write tick check uncheck untick toggle turn enable disable mark switch activate deactivate "
    "double right long double_click right_click try want need let get bring go_back".split()
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
    "textarea": frozenset({"textbox"}), "box": FIELD_ROLES,
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
    "hotels room rooms offer offers deal deals tile tiles headline headlines news 商品 条 記事 件".split()
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
    "sidebar": frozenset({"sidebar", "side", "aside", "sidenav", "drawer", "leftnav", "panel"}),
    "dialog": frozenset({"dialog", "modal", "popup", "overlay", "lightbox", "alertdialog", "popover"}),
    "menu": frozenset({"menu", "nav", "navigation", "sidebar", "drawer", "dropdown", "listbox", "menubar", "popover", "context"}),
    "toolbar": frozenset({"toolbar", "tools", "controls", "editor"}),
    "breadcrumb": frozenset({"breadcrumb", "breadcrumbs", "crumbs", "crumb", "trail"}),
    "tabbar": frozenset({"tabbar", "bottombar", "bottomnav", "tabs", "nav", "navigation", "bottom"}),
    "banner": frozenset({"banner", "announce", "announcement", "notice", "cookies", "cookie", "consent"}),
    "player": frozenset({"player", "controls", "video"}),
}
REGION_WORDS = {
    "header": "header", "top_bar": "header", "topbar": "header", "navbar": "nav", "nav_bar": "nav", "app_bar": "header",
    "masthead": "header", "navigation": "nav", "nav": "nav", "menu_bar": "nav", "main_menu": "nav", "top_menu": "nav",
    "main_navigation": "nav", "navigation_bar": "nav", "top_navigation": "nav", "footer": "footer",
    "sidebar": "sidebar", "side_bar": "sidebar", "side_menu": "sidebar", "left_menu": "sidebar", "left_panel": "sidebar",
    "side_panel": "sidebar", "sidenav": "sidebar", "dialog": "dialog", "dialogue": "dialog", "modal": "dialog",
    "popup": "dialog", "pop_up": "dialog", "overlay": "dialog", "lightbox": "dialog", "window": "dialog",
    "menu": "menu", "drawer": "menu", "dropdown_menu": "menu", "context_menu": "menu", "open_menu": "menu",
    "toolbar": "toolbar", "tool_bar": "toolbar", "breadcrumb": "breadcrumb", "breadcrumbs": "breadcrumb",
    "breadcrumb_trail": "breadcrumb", "trail": "breadcrumb", "bottom_bar": "tabbar", "tab_bar": "tabbar",
    "bottom_navigation": "tabbar", "bottom_nav": "tabbar", "bottom_menu": "tabbar", "banner": "banner", "player": "player",
}
REGION_PHRASES = tuple(sorted((k for k in REGION_WORDS if "_" in k), key=len, reverse=True))
LOCATION_PREPS = frozenset({"in", "on", "at", "of", "inside", "within", "from"})
# "to" and "with" are left out: they join more labels ("Add to cart", "Continue with Google") than places.
ANCHOR_PREPS = frozenset({"next_to", "beside", "near", "for", "of", "in", "on", "under", "below", "above", "inside",
                           "within", "from", "by", "at", "about", "belonging", "regarding", "beneath", "in_front_of",
                           "on_top_of"})
# Verbs followed by a place: "put an O in the top square" names the square.
PLACING = frozenset({"put", "place", "drop", "move", "drag", "set"})
FILLER = STOPWORDS | frozenset(
    "labeled labelled called named titled says reading reads text button's icon's thing element control area part "
    "screen please now here there corner far hand side down up once twice as".split()
)
CJK_FILLER = re.compile(r"点击|单击|双击|轻触|轻点|点按|请|然后|一下|选择|勾选|打开|进入|切换到|切换|输入|填写|点|按|在|里面|里|中|内|上的|的"
                         r"|をクリック|クリックする|クリック|をタップ|タップ|を押す|押す|を選択|選択|に入力|を入力|入力|を開く|開く|します|して|する"
                         r"|を|の|に|で|へ")
CJK_ROLES = {"按钮": "button", "链接": "link", "图标": "icon", "复选框": "checkbox", "输入框": "field", "搜索框": "field",
              "文本框": "field", "下拉框": "dropdown", "标签页": "tab", "标签": "tab", "选项卡": "tab", "框": "field",
              "ボタン": "button", "リンク": "link", "アイコン": "icon", "タブ": "tab", "チェックボックス": "checkbox", "入力欄": "field",
              "検索欄": "field", "欄": "field"}
CJK_ORDINAL = re.compile(r"第\s*(\d+|[一二两三四五六七八九十]+)\s*(?:个|項|项|条|件|张|位|篇|款)?")
