define(
//begin v1.x content
{
	"HKD_displayName": "Hong Kong Dollar",
	"CHF_displayName": "Swiss Franc",
	"JPY_symbol": "¥",
	"CAD_displayName": "Canadian Dollar",
	"CNY_displayName": "Chinese Yuan",
	"USD_symbol": "$",
	"AUD_displayName": "Australian Dollar",
	"JPY_displayName": "Japanese Yen",
	"USD_displayName": "US Dollar",
	"GBP_displayName": "British Pound",
	"EUR_displayName": "Euro"
}
//end v1.x content
);