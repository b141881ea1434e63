"""A real OpenSSH server on 127.0.0.1 for the remote-training tests (Debian's openssh-server).

:func:`start_sshd` generates a host key and a user key in a temporary folder, writes an ``sshd_config`` that
allows only that key, starts ``/usr/sbin/sshd -D -f <config>`` on a free port as the current user, and writes a
known_hosts file with the host key. The caller stops it with :meth:`Sshd.stop`.
"""

from __future__ import annotations

import getpass
import os
import shutil
import socket
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path

SSHD = "/usr/sbin/sshd"


def free_port() -> int:
    """A TCP port nobody listens on at the moment."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@dataclass
class Sshd:
    """A running sshd: its ``port``, the user ``key`` file, the ``known_hosts`` file and the ``proc``."""

    port: int
    user: str
    key: Path
    known_hosts: Path
    proc: subprocess.Popen
    log: Path

    def session_pids(self) -> list[int]:
        """Process ids of the per-connection sshd processes (children of the listener)."""
        out = subprocess.run(
            ["ps", "-o", "pid=", "--ppid", str(self.proc.pid)], capture_output=True, text=True
        )
        return [int(p) for p in out.stdout.split()]

    def stop(self) -> None:
        """Stop the listener (its sessions end with it)."""
        for pid in self.session_pids():
            try:
                os.kill(pid, 15)
            except ProcessLookupError:
                pass
        self.proc.terminate()
        try:
            self.proc.wait(10)
        except subprocess.TimeoutExpired:
            self.proc.kill()


def available() -> str | None:
    """``None`` when sshd and ssh-keygen are installed, else the reason they are not usable."""
    if not Path(SSHD).is_file() or shutil.which("ssh-keygen") is None:
        return "openssh-server is not installed (scripts/setup.sh installs it)"
    return None


def start_sshd(folder: Path) -> Sshd:
    """Start sshd on 127.0.0.1 with keys made in ``folder`` (see module docstring).

    Raises:
        RuntimeError: sshd does not accept connections within 20 s (its log is in the message).
    """
    folder.mkdir(parents=True, exist_ok=True)
    host_key, user_key = folder / "host_ed25519", folder / "user_ed25519"
    for key in (host_key, user_key):
        subprocess.run(["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", str(key)], check=True)
    (folder / "authorized_keys").write_text(Path(f"{user_key}.pub").read_text())
    os.chmod(folder / "authorized_keys", 0o600)
    port = free_port()
    config = folder / "sshd_config"
    config.write_text(
        "\n".join(
            [
                f"Port {port}",
                "ListenAddress 127.0.0.1",
                f"HostKey {host_key}",
                f"PidFile {folder / 'sshd.pid'}",
                f"AuthorizedKeysFile {folder / 'authorized_keys'}",
                "PubkeyAuthentication yes",
                "PasswordAuthentication no",
                "KbdInteractiveAuthentication no",
                "UsePAM no",
                "StrictModes no",
                "PermitRootLogin prohibit-password",
                "Subsystem sftp internal-sftp",
                "LogLevel ERROR",
            ]
        )
        + "\n"
    )
    if os.geteuid() == 0:
        Path("/run/sshd").mkdir(mode=0o755, exist_ok=True)  # privilege separation folder sshd wants as root
    log = folder / "sshd.log"
    proc = subprocess.Popen([SSHD, "-D", "-e", "-f", str(config)], stderr=open(log, "wb"))  # noqa: SIM115
    known = folder / "known_hosts"
    known.write_text(
        f"[127.0.0.1]:{port} {Path(f'{host_key}.pub').read_text().split(' ')[0]} "
        f"{Path(f'{host_key}.pub').read_text().split(' ')[1]}\n"
    )
    deadline = time.time() + 20
    while time.time() < deadline:
        if proc.poll() is not None:
            break
        with socket.socket() as s:
            if s.connect_ex(("127.0.0.1", port)) == 0:
                return Sshd(port, getpass.getuser(), user_key, known, proc, log)
        time.sleep(0.1)
    proc.kill()
    raise RuntimeError(f"sshd did not start: {log.read_text(errors='replace')}")


def tiny_training_config(epochs: int = 1, limit_docs: int = 40, hidden: int = 32) -> dict:
    """A training config small enough for a 2-process CPU run in seconds (from ``training/configs/tiny.yaml``)."""
    import yaml

    cfg = yaml.safe_load((Path(__file__).resolve().parents[1] / "training/configs/tiny.yaml").read_text())
    cfg["threads"] = 1
    cfg["tokenizer"].update(vocab_size=500, corpus_docs=5)
    cfg["model"].update(hidden_size=hidden, num_layers=1, num_heads=2, intermediate_size=2 * hidden)
    cfg["train"].update(epochs=epochs, log_every=2, max_minutes=3)
    cfg["eval_with_rules"] = False
    cfg["eval_grid"] = {"threshold": [0.5]}
    cfg["data"] = {"limit_docs": limit_docs}
    return cfg
