"""``grundy cache list`` and ``grundy cache clear``: what grundy keeps in its cache directory.

The directory is :func:`grundy.cache.cache_dir` (``$GRUNDY_CACHE_DIR``, else
the user cache directory).  ``list`` shows each file with its size (and,
for a proved octal period, the code, preperiod, period and saltus), then the total;
``clear`` removes them all.  ``--json`` prints one JSON object.
"""

from __future__ import annotations

import json
from typing import Any

from ..messages import LANGS, catalogue
from .parser import ArgumentParser

#: The line that lists the command in ``grundy --help``, in English and Chinese.
SUMMARY = "list or clear what grundy keeps in its cache directory (proved periods, Wythoff rows)"
SUMMARY_ZH = "列出或清空 grundy 缓存目录中保存的内容（已证明的周期、威佐夫博弈的行）"
MESSAGES = catalogue("cli.cache", {
    "description": ("List or clear the cache directory ({path}): octal periods proved once and Wythoff rows "
                    "computed once are kept there, each checked by its digest when read.",
                    "列出或清空缓存目录（{path}）：证明过一次的八进制周期和算过一次的威佐夫博弈的行都保存在这里，"
                    "读取时逐一用摘要检验。"),
    "action": ("list (each file and its size) or clear (remove them all)", "'list' 列出每个文件及大小，'clear' 全部删除"),
    "json": ("print one JSON object", "输出一个 JSON 对象"),
    "lang": ("language of the messages", "提示信息的语言（zh 为中文）"),
    "empty": ("the cache directory {path} is empty", "缓存目录 {path} 是空的"),
    "total": ("{count:,} files, {size} in {path}", "{path} 中共 {count:,} 个文件，{size}"),
    "period": ("octal {code}: period {p} from preperiod {e}", "八进制 {code}：从前周期 {e} 起周期为 {p}"),
    "arithmetic": ("octal {code}: arithmetic period {p} with saltus {s} from preperiod {e}",
                   "八进制 {code}：从前周期 {e} 起算术周期为 {p}，跳跃为 {s}"),
    "cleared": ("removed {count:,} files ({size}) from {path}", "已从 {path} 删除 {count:,} 个文件（{size}）"),
    "bytes": ("{n:,} {n:~byte|bytes}", "{n:,} 字节"),
    "kib": ("{n:,.1f} KiB", "{n:,.1f} 千字节"),
    "mib": ("{n:,.1f} MiB", "{n:,.1f} 兆字节"),
})


def add_arguments(parser: ArgumentParser) -> None:
    from ..cache import cache_dir

    parser.description = parser.text(MESSAGES("description", path=str(cache_dir())))
    parser.add_examples(["grundy cache list", "grundy cache clear"])
    parser.add_argument("action", choices=("list", "clear"), help=parser.text(MESSAGES("action")))
    parser.add_argument("--json", action="store_true", help=parser.text(MESSAGES("json")))
    parser.add_argument("--lang", choices=LANGS, default="en", help=parser.text(MESSAGES("lang")))


def _size(n: int, lang: str) -> str:
    if n >= 1 << 20:
        return MESSAGES("mib", n=n / (1 << 20)).render(lang)
    if n >= 1 << 10:
        return MESSAGES("kib", n=n / (1 << 10)).render(lang)
    return MESSAGES("bytes", n=n).render(lang)


def _period_of(name: str, path: Any) -> dict[str, Any] | None:
    # the octal period an entry's JSON describes (None for other files)
    if not (name.startswith("octal/") and name.endswith(".json")):
        return None
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) and {"code", "preperiod", "period"} <= set(data) else None


def run(args: Any) -> int:
    from ..cache import cache_dir, clear, entries

    lang = args.lang
    root = str(cache_dir())
    if args.action == "clear":
        count, size = clear()
        if args.json:
            print(json.dumps({"directory": root, "removed": count, "bytes": size}))
        else:
            print(MESSAGES("cleared", count=count, size=_size(size, lang), path=root).render(lang))
        return 0
    listed = entries()
    rows = []
    for entry in listed:
        period = _period_of(entry.name, entry.path)
        rows.append({"name": entry.name, "bytes": entry.size,
                     **({"code": period["code"], "preperiod": period["preperiod"], "period": period["period"],
                         "saltus": period.get("saltus", 0)} if period else {})})
    total = sum(e.size for e in listed)
    if args.json:
        print(json.dumps({"directory": root, "files": rows, "bytes": total}))
        return 0
    if not listed:
        print(MESSAGES("empty", path=root).render(lang))
        return 0
    for row in rows:
        line = f"{_size(row['bytes'], lang):>12}  {row['name']}"
        if "code" in row:
            text = (MESSAGES("arithmetic", code=row["code"], p=row["period"], e=row["preperiod"], s=row["saltus"])
                    if row["saltus"] else MESSAGES("period", code=row["code"], p=row["period"], e=row["preperiod"]))
            line += "  (" + text.render(lang) + ")"
        print(line)
    print(MESSAGES("total", count=len(listed), size=_size(total, lang), path=root).render(lang))
    return 0
