// Added for the grounding corpus: marks the intended elements with data-expect once the page's own script has
// built the kanban boards (jKanban renders them at runtime). It sets attributes only and does nothing else.
(function () {
  var MARKS = [
    // [key(s), css selector, index (0-based) among matches]
    ["title-todo", "[data-id='_todo'] .kanban-title-board", 0],
    ["title-working", "[data-id='_working'] .kanban-title-board", 0],
    ["title-done", "[data-id='_done'] .kanban-title-board", 0],
    ["card-drag-this", "[data-id='_todo'] .kanban-item", 0],
    ["card-click-this", "[data-id='_todo'] .kanban-item", 1],
    ["card-do-something", "[data-id='_working'] .kanban-item", 0],
    ["card-run", "[data-id='_working'] .kanban-item", 1],
    ["card-all-right", "[data-id='_done'] .kanban-item", 0],
    ["card-ok", "[data-id='_done'] .kanban-item", 1],
    ["handle-drag-this", "[data-id='_todo'] .kanban-item > .drag_handler", 0],
    ["handle-click-this", "[data-id='_todo'] .kanban-item > .drag_handler", 1],
    ["handle-do-something", "[data-id='_working'] .kanban-item > .drag_handler", 0],
    ["handle-run", "[data-id='_working'] .kanban-item > .drag_handler", 1],
    ["handle-all-right", "[data-id='_done'] .kanban-item > .drag_handler", 0],
    ["handle-ok", "[data-id='_done'] .kanban-item > .drag_handler", 1],
    ["add-todo add-todo-2", "[data-id='_todo'] footer button", 0],
    ["add-working", "[data-id='_working'] footer button", 0],
    ["add-done add-done-2", "[data-id='_done'] footer button", 0],
    ["btn-add-default", "#addDefault", 0],
    ["btn-add-todo btn-add-todo-2", "#addToDo", 0],
    ["btn-remove-board", "#removeBoard", 0],
    ["btn-remove-element", "#removeElement", 0]
  ];
  function apply() {
    MARKS.forEach(function (m) {
      var el = document.querySelectorAll(m[1])[m[2]];
      if (el) el.setAttribute("data-expect", m[0]);
    });
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", apply);
  else apply();
})();
