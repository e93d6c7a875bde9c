// Added for the grounding corpus: marks the intended elements with data-expect once the page's
// own scripts have rendered them (this page builds its content in JavaScript). Nothing else.
(function () {
  const MARKS = {
  "search-msg": {
    "text": "Search messages",
    "sel": "button.btn-outline"
  },
  "new-chat": {
    "text": "New chat",
    "sel": "button.btn-primary"
  },
  "rail-search": {
    "sel": "input[aria-label=\"Search conversations\"]"
  },
  "tab-all": {
    "text": "All",
    "sel": ".chat-rail-tabs button"
  },
  "tab-unread": {
    "text": "Unread",
    "sel": ".chat-rail-tabs button"
  },
  "tab-groups": {
    "text": "Groups",
    "sel": ".chat-rail-tabs button"
  },
  "cv-sarah": {
    "text": "Sarah Kowalski",
    "sel": "button.chat-conversation"
  },
  "cv-michael": {
    "text": "Michael Reyes",
    "sel": "button.chat-conversation"
  },
  "cv-design": {
    "text": "Design Team",
    "sel": "button.chat-conversation"
  },
  "cv-emily": {
    "text": "Emily Wang",
    "sel": "button.chat-conversation"
  },
  "cv-diego": {
    "text": "Diego Reyes",
    "sel": "button.chat-conversation"
  },
  "cv-mark": {
    "text": "Mark Kim",
    "sel": "button.chat-conversation"
  },
  "cv-lina": {
    "text": "Lina Park",
    "sel": "button.chat-conversation"
  },
  "cv-yuki": {
    "text": "Yuki Tanaka",
    "sel": "button.chat-conversation"
  },
  "call": {
    "sel": "button[aria-label=\"Voice call\"]"
  },
  "video": {
    "sel": "button[aria-label=\"Video call\"]"
  },
  "more": {
    "sel": ".chat-thread-actions button[aria-label=\"More options\"]"
  },
  "attach": {
    "sel": "button[aria-label=\"Attach\"]"
  },
  "emoji": {
    "sel": "button[aria-label=\"Emoji\"]"
  },
  "input": {
    "sel": "input#chat-input"
  },
  "send": {
    "sel": "button.composer-send"
  },
  "bell": {
    "sel": "button.tb-notifications"
  },
  "avatar": {
    "sel": "button.tb-avatar"
  },
  "nav-inbox": {
    "text": "Inbox",
    "sel": "a.nav-link"
  },
  "nav-kanban": {
    "text": "Kanban",
    "sel": "a.nav-link"
  },
  "convs": {
    "sel": ".chat-conversations"
  }
};
  function pick(m) {
    let els = Array.from(document.querySelectorAll(m.sel));
    if (m.text) els = els.filter((e) => (e.innerText || e.textContent || '').replace(/\s+/g, ' ').includes(m.text));
    return els[(m.nth || 1) - 1];
  }
  function apply() {
    for (const [key, m] of Object.entries(MARKS)) {
      const el = pick(m);
      if (el && !(' ' + (el.getAttribute('data-expect') || '') + ' ').includes(' ' + key + ' ')) {
        const old = el.getAttribute('data-expect');
        el.setAttribute('data-expect', old ? old + ' ' + key : key);
      }
    }
  }
  apply();
  new MutationObserver(apply).observe(document.documentElement, {childList: true, subtree: true});
})();
