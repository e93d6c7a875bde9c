// Sets the data-expect marks used by cases.yaml on the tree that zTree builds; does nothing else.
(function () {
  var marks = {
    '#treeDemo_1_switch': 'switch-folder1', '#treeDemo_4_switch': 'switch-folder2', '#treeDemo_9_switch': 'switch-folder3',
    '#treeDemo_1_check': 'check-folder1', '#treeDemo_4_check': 'check-folder2', '#treeDemo_9_check': 'check-folder3',
    '#treeDemo_2_check': 'check-leaf-1-1', '#treeDemo_3_check': 'check-leaf-1-2',
    '#treeDemo_5_check': 'check-leaf-2-1', '#treeDemo_7_check': 'check-leaf-2-3', '#treeDemo_8_check': 'check-leaf-2-4',
    '#treeDemo_10_check': 'check-leaf-3-1', '#treeDemo_11_check': 'check-leaf-3-2', '#treeDemo_13_check': 'check-leaf-3-4',
    '#treeDemo_1_a': 'name-folder1', '#treeDemo_4_a': 'name-folder2', '#treeDemo_9_a': 'name-folder3',
    '#treeDemo_2_a': 'name-leaf-1-1', '#treeDemo_3_a': 'name-leaf-1-2', '#treeDemo_5_a': 'name-leaf-2-1',
    '#treeDemo_6_a': 'name-leaf-2-2', '#treeDemo_7_a': 'name-leaf-2-3', '#treeDemo_8_a': 'name-leaf-2-4',
    '#treeDemo_10_a': 'name-leaf-3-1', '#treeDemo_12_a': 'name-leaf-3-3', '#treeDemo_13_a': 'name-leaf-3-4'
  };
  var tries = 0;
  function apply() {
    var left = 0;
    for (var sel in marks) {
      var el = document.querySelector(sel);
      if (el) { el.setAttribute('data-expect', marks[sel]); } else { left++; }
    }
    if (left && ++tries < 50) { setTimeout(apply, 100); }
  }
  apply();
})();
