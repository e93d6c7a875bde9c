if(!window.calendar_languages) {
	window.calendar_languages = {};
}

window.calendar_languages['zh-TW'] = {
	error_noview:     'Calendar: 找不到圖片 {0} ',
	error_dateformat: 'Calendar: 日期格式錯誤： {0}. 應該以「now」表示，或「yyyy-mm-dd」',
	error_loadurl:    'Calendar: 事件網址尚未設定',
	error_where:      'Calendar: 錯誤的瀏覽方向 {0}。瀏覽方向只能是「下一個」或「上一個」或「今天」',
	error_timedevide: 'Calendar: 時間分割的參數單位應該在 60 以內且無小數。例如說 10, 15, 30',

	no_events_in_day: '今天沒有事件。',

	title_year:       '{0}',
	title_month:      '{1} 年 {0}',
	title_week:       '{1} 年 第 {0} 周 ',
	title_day:        '{3} 年 {2} {1} 日， {0} ',

	week:        '第{0}周',
	all_day:     '整天',
	time:        '時間',
	events:      '事件',
	before_time: '時間軸結束前',
	after_time:  '時間軸結束後',

	m0:  '1 月',
	m1:  '2 月',
	m2:  '3 月',
	m3:  '4 月',
	m4:  '5 月',
	m5:  '6 月',
	m6:  '7 月',
	m7:  '8 月',
	m8:  '9 月',
	m9:  '10 月',
	m10: '11 月',
	m11: '12 月',

	ms0:  '1 月',
	ms1:  '2 月',
	ms2:  '3 月',
	ms3:  '4 月',
	ms4:  '5 月',
	ms5:  '6 月',
	ms6:  '7 月',
	ms7:  '8 月',
	ms8:  '9 月',
	ms9:  '10 月',
	ms10: '11 月',
	ms11: '12 月',

	d0:        '周日',
	d1:        '周一',
	d2:        '周二',
	d3:        '周三',
	d4:        '周四',
	d5:        '周五',
	d6:        '周六',

	first_day: 2,

	holidays:  {
		'01-01': '元旦',
        '10-10': '國慶日',
	}
};
