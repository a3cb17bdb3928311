extends Reference
# UTC dates as ISO "YYYY-MM-DD" text, for the daily puzzles of every mode: today, day numbers
# (days since 1970-01-01, proleptic Gregorian, Howard Hinnant's civil-date algorithms), and how a
# date reads in the UI. All static.

const SECONDS_PER_DAY = 86400
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


# Today's date in UTC.
static func today() -> String:
	return date_of_day(int(floor(OS.get_unix_time() / float(SECONDS_PER_DAY))))


# A date as the player reads it: "12月1日" in Chinese, "Dec 1" otherwise; text that is not a
# date as it is.
static func display_date(date: String) -> String:
	if not is_date(date):
		return date
	var month = int(date.substr(5, 2))
	var day = int(date.substr(8, 2))
	if TranslationServer.get_locale().begins_with("zh"):
		return "%d月%d日" % [month, day]
	return "%s %d" % [MONTHS[month - 1], day]


# True for a real calendar date written "YYYY-MM-DD".
static func is_date(text) -> bool:
	if typeof(text) != TYPE_STRING or text.length() != 10:
		return false
	if text[4] != "-" or text[7] != "-":
		return false
	for i in [0, 1, 2, 3, 5, 6, 8, 9]:
		if not text[i] in "0123456789":
			return false
	var month = int(text.substr(5, 2))
	var day = int(text.substr(8, 2))
	if month < 1 or month > 12 or day < 1 or day > 31:
		return false
	return date_of_day(day_number(text)) == text


# Days since 1970-01-01 of a date that passes is_date.
static func day_number(date: String) -> int:
	var year = int(date.substr(0, 4))
	var month = int(date.substr(5, 2))
	var day = int(date.substr(8, 2))
	var y = year - 1 if month <= 2 else year
	var era = (y if y >= 0 else y - 399) / 400
	var year_of_era = y - era * 400
	var day_of_year = (153 * (month - 3 if month > 2 else month + 9) + 2) / 5 + day - 1
	var day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year
	return era * 146097 + day_of_era - 719468


# The ISO date of a day number.
static func date_of_day(days: int) -> String:
	var z = days + 719468
	var era = (z if z >= 0 else z - 146096) / 146097
	var day_of_era = z - era * 146097
	var year_of_era = (
		(day_of_era - day_of_era / 1460 + day_of_era / 36524 - day_of_era / 146096)
		/ 365
	)
	var day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100)
	var mp = (5 * day_of_year + 2) / 153
	var day = day_of_year - (153 * mp + 2) / 5 + 1
	var month = mp + 3 if mp < 10 else mp - 9
	var year = year_of_era + era * 400 + (1 if month <= 2 else 0)
	return "%04d-%02d-%02d" % [year, month, day]
