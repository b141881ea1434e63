"""The Markdown report and PNG plots of a benchmark run, from the raw results (``bench.json``).

``write_report(results, out_dir)`` writes ``report.md``, ``throughput.png`` (section 1), ``scaling.png``
(section 2) and ``profile_<stage>.txt`` for each profiled stage; returns the report path. Figures are only
formatted here, never computed from anything but the measured values.
"""

from __future__ import annotations

from pathlib import Path

#: Targets of issue 8 and of the desktop issue (4), shown next to the figures.
TARGET_RATIO_340M = 300
TARGET_CHARS_PER_S = 30_000
TARGET_READABLE_MS = 300
TARGET_HIGHLIGHT_S = 2.0
TARGET_ACTION_MS = 16


def _n(x: float | None, digits: int = 0) -> str:
    """A number with thousands separators (``-`` for None)."""
    if x is None:
        return "-"
    return f"{x:,.{digits}f}"


def _met(ok: bool) -> str:
    return "met" if ok else "**not met**"


def _table(header: list[str], rows: list[list[str]]) -> list[str]:
    out = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    out += ["| " + " | ".join(r) + " |" for r in rows]
    return out


def _failed(name: str, res: dict | None) -> list[str] | None:
    if res is None:
        return [f"Not run (`--sections` left out `{name}`).", ""]
    if "error" in res:
        return [f"**Failed**: {res['error']}", ""]
    return None


def section_detect(r: dict | None, out_dir: Path) -> list[str]:
    lines = ["## 1. Detection throughput", ""]
    bad = _failed("detect", r)
    if bad:
        return lines + bad
    lines += [
        f"{r['documents']} judgments, {_n(r['characters'])} characters, {_n(r['tokens'])} tokens of the default "
        f"tokenizer; {r['threads']} threads; median of {r['repeats']} runs (the model load: of "
        f"{len(r['model_load_runs_s'])} loads). The 340M shape ({r['big_340m_params'] / 1e6:.0f}M parameters, "
        f"random weights) is timed on {r['big_340m_windows']} pass(es) of 512 tokens "
        f"({r['big_340m_s_per_512_window']:.2f} s each)"
        + (
            f" and of 2,048 tokens ({r['big_340m_s_per_2048_sequence']:.2f} s each), and extrapolated to the "
            "corpus's tokens two ways: as the paper runs it (each document in sequences of 2,048 tokens, its "
            "fine-tuning and inference length; a chunk of L tokens costs a·L + b·L² through the two timings) "
            "and in sliding windows of 512 tokens (per token). Issue 8's reference for this shape, about 80 "
            "chars/s on 2 cores, is of the first kind."
            if "big_340m_chars_per_s_paper" in r
            else " and extrapolated to the corpus's tokens (the 2,048-token sequences the paper runs are not "
            "timed in a quick run)."
        ),
        "",
    ]
    d = r["default_chars_per_s_excl_load"]
    rows = [
        [
            "Mecab-ko pass alone (the floor)",
            _n(r["mecab_chars_per_s"]),
            f"{r['mecab_chars_per_s'] / d:.1f}×",
            "",
        ],
        [
            "default model, end to end (model + rules + propagation), load excluded",
            _n(d),
            "1×",
            f"≥ {_n(TARGET_CHARS_PER_S)}: {_met(d >= TARGET_CHARS_PER_S)}",
        ],
        *(
            [
                [
                    "… as one batch (`Analyzer.analyze_many`, the CLI's `detect`), load excluded",
                    _n(r["batch_chars_per_s"]),
                    f"{r['batch_chars_per_s'] / d:.2f}×",
                    f"≥ {_n(TARGET_CHARS_PER_S)}: {_met(r['batch_chars_per_s'] >= TARGET_CHARS_PER_S)}",
                ]
            ]
            if "batch_chars_per_s" in r
            else []
        ),
        [
            f"… load included ({r['model_load_s']:.1f} s load)",
            _n(r["default_chars_per_s_incl_load"]),
            f"{r['default_chars_per_s_incl_load'] / d:.2f}×",
            "",
        ],
        *(
            [
                [
                    "DeBERTa-v2 of Thunder-DeID-340M's shape, 2,048-token sequences as the paper runs it "
                    "(extrapolated)",
                    _n(r["big_340m_chars_per_s_paper"], 1),
                    f"1/{r['ratio_default_over_340m_paper']:.0f}",
                    f"default ≥ {TARGET_RATIO_340M}× faster: "
                    f"{_met(r['ratio_default_over_340m_paper'] >= TARGET_RATIO_340M)}",
                ]
            ]
            if "big_340m_chars_per_s_paper" in r
            else []
        ),
        [
            "DeBERTa-v2 of Thunder-DeID-340M's shape, sliding 512-token windows (extrapolated)",
            _n(r["big_340m_chars_per_s_extrapolated"], 1),
            f"1/{r['ratio_default_over_340m']:.0f}",
            f"default ≥ {TARGET_RATIO_340M}× faster: {_met(r['ratio_default_over_340m'] >= TARGET_RATIO_340M)}",
        ],
    ]
    lines += _table(["what", "chars/s", "relative to the default model", "target (issue 8)"], rows)
    lines += [
        "",
        "Ratios: default / 340M shape = "
        + (
            f"**{r['ratio_default_over_340m_paper']:.1f}×** against the paper's 2,048-token sequences "
            f"({r['ratio_batch_over_340m_paper']:.1f}× as one batch), "
            if "ratio_default_over_340m_paper" in r
            else ""
        )
        + f"**{r['ratio_default_over_340m']:.1f}×** against 512-token windows; "
        f"default / Mecab floor = {r['ratio_default_over_mecab']:.3f} (the model pipeline costs "
        f"{1 / r['ratio_default_over_mecab']:.1f}× the Mecab pass).",
        f"Peak resident memory: {_n(r['peak_rss_default_mib'])} MiB with the default model; "
        f"{_n(r['peak_rss_mib'])} MiB after the 340M shape was built too.",
        "",
        "![throughput](throughput.png)",
        "",
    ]
    plot_throughput(r, out_dir / "throughput.png")
    return lines


def plot_throughput(r: dict, path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    names = ["Mecab-ko alone", "default (excl. load)", "default (incl. load)", "340M shape, 512 windows"]
    vals = [
        r["mecab_chars_per_s"],
        r["default_chars_per_s_excl_load"],
        r["default_chars_per_s_incl_load"],
        r["big_340m_chars_per_s_extrapolated"],
    ]
    colors = ["#999999", "#4C72B0", "#4C72B0", "#DD8452"]
    if "big_340m_chars_per_s_paper" in r:
        names.append("340M shape, 2,048 seqs")
        vals.append(r["big_340m_chars_per_s_paper"])
        colors.append("#DD8452")
    fig, ax = plt.subplots(figsize=(7, 3.6))
    bars = ax.barh(names[::-1], vals[::-1], color=colors[::-1])
    ax.set_xscale("log")
    ax.set_xlabel(f"characters per second ({r['threads']} threads, log scale)")
    ax.bar_label(bars, labels=[f"{v:,.0f}" for v in vals[::-1]], padding=3)
    ax.axvline(
        TARGET_CHARS_PER_S,
        color="#C44E52",
        linestyle="--",
        linewidth=1,
        label=f"target {TARGET_CHARS_PER_S:,}",
    )
    ax.legend(loc="lower right", fontsize=8)
    ax.set_xlim(right=max([*vals, TARGET_CHARS_PER_S]) * 8)
    ax.set_title("Detection throughput")
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


def section_scaling(r: dict | None, out_dir: Path) -> list[str]:
    lines = ["## 2. Scaling: time per character by document size", ""]
    bad = _failed("scaling", r)
    if bad:
        return lines + bad
    sizes = r["sizes"]
    lines[0] += f" ({_n(sizes[0])} to {_n(sizes[-1])} characters)"
    lines += [
        (
            "**Synthetic detector** (`--synthetic-spans`): the `model` row is a regex stand-in (every 6th 2-4 "
            "syllable word before a particle), which leaves most occurrences of each string to propagation. "
            if r.get("detector") == "synthetic"
            else ""
        )
        + f"Documents built by joining real judgments; median of {r['repeats']} runs per stage; microseconds per "
        "character (flat = linear cost). `analysis` = `model` + `rules_propagation`. The growth exponent is "
        "log(t₂/t₁)/log(n₂/n₁) between the two largest sizes (1 = linear, 2 = quadratic), n in characters, or "
        "in spans for the per-span stages (entities, render, highlight: the span density of joined judgments "
        "is not constant).",
        "",
    ]
    rows = [[name] + [_n(v, 2) for v in st["us_per_char"]] for name, st in r["stages"].items()]
    for row, st in zip(rows, r["stages"].values(), strict=True):
        row.append("-" if st.get("exponent") is None else f"{st['exponent']:.2f}")
    rows.append(["spans"] + [_n(n) for n in r["spans"]] + [""])
    density = [n / size * 1000 for n, size in zip(r["spans"], sizes, strict=True)]
    rows.append(["spans per 1,000 chars"] + [_n(d, 1) for d in density] + [""])
    if r.get("peak_rss_after_mib"):
        rows.append(["peak RSS so far (MiB)"] + [_n(x) for x in r["peak_rss_after_mib"]] + [""])
    lines += _table(["stage \\ size"] + [_n(s) for s in sizes] + ["growth exponent (last step)"], rows)
    lines += ["", "![scaling](scaling.png)", ""]
    flagged = r.get("superlinear") or []
    if flagged:
        lines.append(
            f"Superlinear (time per unit at {_n(sizes[-1])} > {r['superlinear_factor']}× the lowest from 10k up, "
            f"growth exponent > {r['superlinear_exponent']}): " + ", ".join(f"`{s}`" for s in flagged) + "."
        )
    else:
        lines.append(
            f"No stage is superlinear (time per unit at {_n(sizes[-1])} within {r['superlinear_factor']}× of "
            f"its lowest from 10k up, or growth exponent ≤ {r['superlinear_exponent']})."
        )
    big = [d for d, size in zip(density, sizes, strict=True) if size >= 10_000]
    if big and min(big) > 0 and max(big) > 1.5 * min(big):
        lines.append(
            f"Span density varies {max(big) / min(big):.1f}× from 10k characters up: entity grouping, rendering "
            "and highlighting cost per span, so their time per character follows the density."
        )
    lines.append("")
    for stage, text in (r.get("profiles") or {}).items():
        (out_dir / f"profile_{stage}.txt").write_text(text, encoding="utf-8")
        head = "\n".join(text.splitlines()[:45])
        lines += [
            f"Profile of `{stage}` at {_n(sizes[-1])} characters (pyinstrument, `profile_{stage}.txt`):",
            "",
        ]
        lines += ["```", head, "```", ""]
    plot_scaling(r, out_dir / "scaling.png")
    return lines


def plot_scaling(r: dict, path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(7, 4.2))
    for name, st in r["stages"].items():
        style = "--" if name == "analysis" else "-"
        ax.plot(r["sizes"], st["us_per_char"], style, marker="o", label=name)
    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.set_xlabel("document size (characters, log scale)")
    ax.set_ylabel("µs per character (log scale)")
    ax.set_title("Time per character by stage (flat = no quadratic step)")
    ax.grid(True, which="both", alpha=0.3)
    ax.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


def section_batch(r: dict | None) -> list[str]:
    lines = ["## 3. Batch mode (`thunder-deid deidentify`)", ""]
    bad = _failed("batch", r)
    if bad:
        return lines + bad
    c = r["cpu"]
    lines += [
        f"{c['files']} judgments ({_n(r['characters'])} characters) into a fresh folder, wall time of the whole "
        f"command (start and model load included), median of {len(c['runs_s'])} runs; CPU run "
        + (
            "pinned to " + str(r["threads"]) + " cores (taskset)"
            if c["pinned"]
            else "on all cores of the machine"
        )
        + f", {r['threads']} math threads. Peak resident memory of the CLI: {_n(r['cli_peak_rss_mib'])} MiB.",
        "",
    ]
    rows = []
    for key in ("cpu", "cuda"):
        x = r[key]
        if "skipped" in x:
            rows.append([key, "-", "-", f"skipped: {x['skipped']}"])
        else:
            rows.append(
                [
                    f"{key} ({x['written']}/{x['files']} written)",
                    _n(x["seconds"], 1),
                    _n(x["judgments_per_hour"]),
                    ", ".join(f"{s:.1f}" for s in x["runs_s"]),
                ]
            )
    lines += _table(["device", "median s", "judgments/hour", "runs (s)"], rows)
    return lines + [""]


def _act(a: dict, name: str) -> str:
    x = a.get(name)
    return f"{x['median_ms']:.1f} / {x['max_ms']:.1f}" if x else "-"


def section_gui(r: dict | None) -> list[str]:
    lines = ["## 4. Desktop review window (offscreen)", ""]
    bad = _failed("gui", r)
    if bad:
        return lines + bad
    lines += [
        f"Model load in the background from window creation: {r.get('model_load_s', 0):.2f} s. "
        f"Actions: median / max ms of {r['repeats']} runs each (through the window's handlers, SQLite commit and "
        f"re-highlighting included). Peak resident memory: **{_n(r['peak_rss_mib'])} MiB**.",
        "",
    ]
    rows = []
    for j in r["judgments"]:
        for kind in ("cold", "warm"):
            if kind in j:
                o = j[kind]
                rows.append(
                    [
                        f"{_n(j['chars'])}{' (joined)' if j['joined'] else ''} {kind}",
                        _n(o["readable_ms"], 1),
                        _n(o["highlighted_s"], 2),
                        _n(o["analysis_s"], 2) if o.get("analysis_s") is not None else "-",
                        _n(o["spans"]),
                    ]
                )
    lines += _table(["judgment (chars)", "readable ms", "fully highlighted s", "analysis s", "spans"], rows)
    lines += [
        "",
        f"Targets (issue 4): readable ≤ {TARGET_READABLE_MS} ms, highlighted ≤ {TARGET_HIGHLIGHT_S:g} s (26k, "
        f"model loaded), each action ≤ {TARGET_ACTION_MS} ms.",
        "",
    ]
    names = ["accept", "reject", "relabel", "nudge_end", "undo", "redo", "apply_identical", "preview_ready"]
    header = ["action (median / max ms)"] + [_n(j["chars"]) for j in r["judgments"]]
    rows = [[n] + [_act(j["actions"], n) for j in r["judgments"]] for n in names]
    lines += _table(header, rows)
    a = r["apply_all"]
    lines += [
        "",
        f"Apply to all on **{a['mentions']} identical mentions** ({_n(a['chars'])}-character judgment, "
        f"{a['spans']} spans; {a['accepted_after_apply']} accepted after it): "
        f"{a['apply_median_ms']:.1f} ms median / {a['apply_max_ms']:.1f} ms max; its undo "
        f"{a['undo_median_ms']:.1f} / {a['undo_max_ms']:.1f} ms ({a['n']} runs).",
        "",
    ]
    return lines


def section_train(r: dict | None) -> list[str]:
    lines = ["## 5. Training throughput", ""]
    bad = _failed("train", r)
    if bad:
        return lines + bad
    lines += [
        f"`training/configs/default.yaml` with the bundled tokenizer, {r['train_docs']} annotated judgments, "
        f"about {r['seconds']:g} s of steps after the first logged one; tokens/s from the JSON `step` lines "
        "(real tokens, forward + backward + AdamW).",
        "",
    ]
    rows = []
    for key, what in (("cpu_default", "default model, CPU"), ("gpu_370m", "370M preset, CUDA")):
        x = r[key]
        if "skipped" in x:
            rows.append([what, "-", "-", "-", f"skipped: {x['skipped']}"])
        elif "error" in x:
            rows.append([what, "-", "-", "-", f"failed: {x['error']}"])
        else:
            params = f"{x['parameters'] / 1e6:.1f}M" if x.get("parameters") else "-"
            rows.append(
                [
                    what,
                    params,
                    _n(x["tokens_per_s_median"]),
                    _n(x["tokens_per_s_mean"]),
                    f"{x['step_lines']} step lines to step {x['last_step']}",
                ]
            )
    lines += _table(["run", "parameters", "tokens/s (median)", "tokens/s (mean)", "notes"], rows)
    return lines + [""]


def readme_lines(s: dict) -> list[str]:
    """Rows for the README's performance table, from the measured figures only."""
    rows = []
    d = s.get("detect")
    if d and "error" not in d:
        rows += [
            [
                "default model, end to end (model + rules + propagation)",
                f"{_n(d['default_chars_per_s_excl_load'])} chars/s ({_n(d['default_chars_per_s_incl_load'])} "
                f"including the {d['model_load_s']:.1f} s load)",
            ],
            *(
                [
                    [
                        "… as one batch (`detect` CLI, `Analyzer.analyze_many`)",
                        f"{_n(d['batch_chars_per_s'])} chars/s",
                    ]
                ]
                if "batch_chars_per_s" in d
                else []
            ),
            ["Mecab-ko pass alone (the floor)", f"{_n(d['mecab_chars_per_s'])} chars/s"],
            *(
                [
                    [
                        "DeBERTa-v2 of Thunder-DeID-340M's shape (random weights), 2,048-token sequences as the "
                        "paper runs it, extrapolated",
                        f"{_n(d['big_340m_chars_per_s_paper'], 1)} chars/s",
                    ],
                    [
                        "ratio default / 340M shape (2,048-token sequences)",
                        f"{d['ratio_default_over_340m_paper']:.0f}× ({d['ratio_batch_over_340m_paper']:.0f}× as "
                        "one batch)",
                    ],
                ]
                if "big_340m_chars_per_s_paper" in d
                else []
            ),
            [
                "DeBERTa-v2 of Thunder-DeID-340M's shape (random weights), sliding 512-token windows, extrapolated",
                f"{_n(d['big_340m_chars_per_s_extrapolated'], 1)} chars/s",
            ],
            ["ratio default / 340M shape (512-token windows)", f"{d['ratio_default_over_340m']:.0f}×"],
            ["peak resident memory (default model)", f"{_n(d['peak_rss_default_mib'])} MiB"],
        ]
    sc = s.get("scaling")
    if sc and "error" not in sc:
        a = sc["stages"]["analysis"]["us_per_char"]
        rows.append(
            [
                f"time per character, {_n(sc['sizes'][0])} → {_n(sc['sizes'][-1])} chars (analysis)",
                f"{a[0]:.0f} → {a[-1]:.0f} µs; superlinear stages: {', '.join(sc['superlinear']) or 'none'}",
            ]
        )
    b = s.get("batch")
    if b and "error" not in b:
        rows.append(["batch CLI, judgments/hour (CPU)", _n(b["cpu"]["judgments_per_hour"])])
    t = s.get("train")
    if t and "error" not in t and "tokens_per_s_median" in t.get("cpu_default", {}):
        rows.append(["training tokens/s, default model, CPU", _n(t["cpu_default"]["tokens_per_s_median"])])
    return _table(["what", "figure"], rows) if rows else ["(no figures)"]


def write_report(results: dict, out_dir: Path) -> Path:
    """Write ``report.md`` and the plots for ``results`` (the content of ``bench.json``) into ``out_dir``."""
    out_dir.mkdir(parents=True, exist_ok=True)
    m0, m1 = results["machine_start"], results["machine_end"]
    st = results["settings"]
    s = results["sections"]
    load = m0.get("load_average") or [0]
    lines = [
        "# Benchmark report (issue 8)",
        "",
        f"Generated by `{results['command']}` on {results['started']} (commit `{m0['commit']}`), "
        f"{_n(results['wall_s'])} s in all. Raw figures: `bench.json`.",
        "",
        f"Machine: {m0['cpus']} CPUs, {m0['processor']}, {m0['platform']}, Python {m0['python']}, "
        f"CUDA GPU: {'yes' if m0['cuda'] else 'no'}. Load average (1/5/15 min) at start {m0['load_average']}, "
        f"at end {m1['load_average']}.",
        "",
    ]
    per = results.get("section_load") or {}
    if per:
        lines += [
            "Load average (1 min) before → after each section, and its wall time: "
            + "; ".join(
                f"{k} {a:.1f} → {b:.1f} ({results['section_wall_s'].get(k, 0):.0f} s)"
                for k, (a, b) in per.items()
            )
            + ".",
            "",
        ]
    earlier: dict[tuple[str, str, str], list[str]] = {}
    for name, run in (results.get("section_runs") or {}).items():
        if run.get("started") != results["started"]:
            earlier.setdefault(
                (run.get("command", "?"), run.get("started", "?"), run.get("commit", "?")), []
            ).append(name)
    for (command, started, commit), names in earlier.items():
        lines += [
            f"> Kept from an earlier run: {', '.join(names)}, measured by `{command}` on {started} "
            f"(commit `{commit}`); the settings and machine lines above are this run's.",
            "",
        ]
    if results.get("note"):
        lines += [f"> {results['note']}", ""]
    if load[0] > 0.5 * st["threads"]:
        lines += [
            f"> **Noisy figures**: the load average was {load[0]:.1f} at start on {m0['cpus']} CPUs, so other "
            "processes shared the cores. Re-run `python -m bench` on a quiet machine before quoting these.",
            "",
        ]
    if st["quick"]:
        lines += ["> `--quick` run (smoke test): few documents, one repeat; not for quoting.", ""]
    lines += [
        f"Settings: {st['threads']} threads, median of {st['repeats']} runs, "
        f"{st['docs'] or 'all'} sample judgments from `{st['samples']}`.",
        "",
    ]
    lines += section_detect(s.get("detect"), out_dir)
    lines += section_scaling(s.get("scaling"), out_dir)
    lines += section_batch(s.get("batch"))
    lines += section_gui(s.get("gui"))
    lines += section_train(s.get("train"))
    lines += ["## Rows for the README's performance table", "", *readme_lines(s), ""]
    path = out_dir / "report.md"
    path.write_text("\n".join(lines), encoding="utf-8")
    return path
