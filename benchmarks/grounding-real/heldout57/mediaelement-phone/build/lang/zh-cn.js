/*!
 * This is a `i18n` language object.
 *
 * Chinese (Simplified)
 *
 * @author
 *   Jalios (Twitter: @Jalios)
 *   Sascha Greuel (Twitter: @SoftCreatR)
 *
 * @see core/i18n.js
 */
(function (exports) {
    'use strict';	if (exports['zh-CN'] === undefined) {
		exports['zh-CN'] = {
			'mejs.plural-form': 0,			
			'mejs.download-file': '下载文件',			
			'mejs.fullscreen': '全屏',			
			'mejs.play': '播放',
			'mejs.pause': '暂停',			
			'mejs.time-slider': '时间滑动棒',
			'mejs.time-help-text': '使用作/右箭头快进1秒,使用上/下箭头快进10秒。',
			'mejs.live-broadcast' : '现场直播',			
			'mejs.current': '当前时间',
			'mejs.duration': '总时长',			
			'mejs.volume-help-text': '使用上/下箭头提高或降低音量。',
			'mejs.unmute': '取消静音',
			'mejs.mute': '静音',
			'mejs.volume-slider': '音量选择键',			
			'mejs.video-player': '视频播放器',
			'mejs.audio-player': '音频播放器',			
			'mejs.captions-subtitles': '字幕/标题',
			'mejs.captions-chapters': '章',
			'mejs.none': '无',
			'mejs.afrikaans': '南非荷兰语',
			'mejs.albanian': '阿尔巴尼亚人',
			'mejs.arabic': '阿拉伯语',
			'mejs.belarusian': '白俄罗斯',
			'mejs.bulgarian': '保加利亚语',
			'mejs.catalan': '加泰罗尼亚语',
			'mejs.chinese': '中国',
			'mejs.chinese-simplified': '中文（简体）',
			'mejs.chinese-traditional': '中国（传统）',
			'mejs.croatian': '克罗地亚语',
			'mejs.czech': '捷克',
			'mejs.danish': '丹麦语',
			'mejs.dutch': '荷兰人',
			'mejs.english': '英语',
			'mejs.estonian': '爱沙尼亚语',
			'mejs.filipino': '菲律宾',
			'mejs.finnish': '芬兰语',
			'mejs.french': '法语',
			'mejs.galician': '加利西亚',
			'mejs.german': '德语',
			'mejs.greek': '希腊语',
			'mejs.haitian-creole': '海地克里奥尔人',
			'mejs.hebrew': '希伯来语',
			'mejs.hindi': '印地语',
			'mejs.hungarian': '匈牙利',
			'mejs.icelandic': '冰岛',
			'mejs.indonesian': '印尼语',
			'mejs.irish': '爱尔兰',
			'mejs.italian': '意大利语',
			'mejs.japanese': '日本',
			'mejs.korean': '韩国人',
			'mejs.latvian': '拉脱维亚人',
			'mejs.lithuanian': '立陶宛语',
			'mejs.macedonian': '马其顿',
			'mejs.malay': '马来语',
			'mejs.maltese': '马耳他',
			'mejs.norwegian': '挪威语',
			'mejs.persian': '波斯人',
			'mejs.polish': '波兰语',
			'mejs.portuguese': '葡萄牙语',
			'mejs.romanian': '罗马尼亚语',
			'mejs.russian': '俄罗斯',
			'mejs.serbian': '塞尔维亚人',
			'mejs.slovak': '斯洛伐克语',
			'mejs.slovenian': '斯洛文尼亚语',
			'mejs.spanish': '西班牙语',
			'mejs.swahili': '斯瓦希里语',
			'mejs.swedish': '瑞典语',
			'mejs.tagalog': '他加禄语',
			'mejs.thai': '泰国',
			'mejs.turkish': '土耳其语',
			'mejs.ukrainian': '乌克兰',
			'mejs.vietnamese': '越南人',
			'mejs.welsh': '威尔士',
			'mejs.yiddish': '意第绪语'
		};
	}
})(mejs.i18n);
