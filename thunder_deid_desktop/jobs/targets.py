"""Remote training targets an admin configures: SSH hosts and Slurm clusters, kept in a JSON file.

The file is ``targets.json`` in the user config folder (``platformdirs.user_config_dir("thunder-deid-desktop")``),
or the path given by the environment variable ``THUNDER_DEID_TARGETS``. It holds host names, ports, user names
and the *path* of each private key file; a key itself is never stored (not in this file, not in the database).

Host keys are checked against a known_hosts file (``~/.ssh/known_hosts`` unless a target names another) with
paramiko's :class:`~paramiko.RejectPolicy`: an unknown or changed host key refuses the connection, it is never
accepted silently. :func:`connect` is the one place that opens SSH connections for jobs.
"""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

APP_NAME = "thunder-deid-desktop"


@dataclass
class SSHTarget:
    """One machine reached over SSH.

    Attributes:
        name: the admin's label, unique among targets.
        host: DNS name or IP address used to connect.
        port: SSH port.
        user: remote user name.
        key_file: path of the private key file on this PC (never its content).
        known_hosts: known_hosts file to check the host key against ("" = ``~/.ssh/known_hosts``).
        gpus: GPUs of the host (``0`` = train on its CPU with the gloo backend).
        python: interpreter on the host; with ``venv`` set it only creates the venv, else it runs the job.
        venv: folder of a virtual environment to create once (and reuse) on the host; "" = use ``python`` as is.
        workdir: folder on the host for bundles, environments and job folders.
        address: address the other nodes reach this one at (the ``--main_process_ip`` when it is node 0);
            "" = ``host``.
        wheelhouse: folder on the host with wheels for an offline ``pip install --no-index`` ("" = PyPI).
    """

    name: str
    host: str
    user: str
    key_file: str
    workdir: str
    port: int = 22
    known_hosts: str = ""
    gpus: int = 0
    python: str = "python3"
    venv: str = ""
    address: str = ""
    wheelhouse: str = ""

    @property
    def node_address(self) -> str:
        """The address other nodes use to reach this host."""
        return self.address or self.host


@dataclass
class SlurmTarget:
    """A Slurm cluster reached through its login host over SSH (``login`` holds host, user, key, workdir, python).

    ``workdir`` must be on a file system that the compute nodes share with the login host (as usual on clusters).

    Attributes:
        name: the admin's label.
        login: the login host (its ``gpus`` is ignored).
        partition: ``--partition``.
        account: ``--account`` ("" = none).
        nodes: ``--nodes``.
        gpus_per_node: GPUs per node (``--gres=gpu:N``; 0 = CPU job with gloo).
        cpus_per_node: ``--cpus-per-task`` (one task per node; 0 = Slurm's default).
        time_limit: ``--time`` (``HH:MM:SS`` or ``D-HH:MM:SS``).
        extra_sbatch: further ``#SBATCH`` options, one per item (e.g. ``"--qos=high"``).
        setup: a shell line run before every Slurm command on the login host (``module load slurm``); the
            admin's own text, run as is.
    """

    name: str
    login: SSHTarget
    partition: str
    nodes: int = 1
    gpus_per_node: int = 0
    cpus_per_node: int = 0
    account: str = ""
    time_limit: str = "24:00:00"
    extra_sbatch: list[str] = field(default_factory=list)
    setup: str = ""


Target = SSHTarget | SlurmTarget


def targets_path() -> Path:
    """Where the targets file is: ``$THUNDER_DEID_TARGETS`` or ``<user config dir>/targets.json``."""
    env = os.environ.get("THUNDER_DEID_TARGETS")
    if env:
        return Path(env)
    from platformdirs import user_config_dir

    return Path(user_config_dir(APP_NAME)) / "targets.json"


def _ssh_from(d: dict[str, Any]) -> SSHTarget:
    known = {f.name for f in fields(SSHTarget)}
    unknown = set(d) - known
    if unknown:
        raise ValueError(f"unknown SSH target keys: {sorted(unknown)}")
    return SSHTarget(**d)


def target_from_dict(d: dict[str, Any]) -> Target:
    """Build a target from its JSON object (``{"kind": "ssh"|"slurm", ...}``).

    Raises:
        ValueError: unknown kind or keys, or a missing required key.
    """
    d = dict(d)
    kind = d.pop("kind", "ssh")
    try:
        if kind == "ssh":
            return _ssh_from(d)
        if kind == "slurm":
            d["login"] = _ssh_from(d["login"])
            return SlurmTarget(**d)
    except (TypeError, KeyError) as exc:
        raise ValueError(f"target {d.get('name', '?')!r}: {exc}") from exc
    raise ValueError(f"unknown target kind {kind!r} (ssh or slurm)")


def target_to_dict(t: Target) -> dict[str, Any]:
    """The JSON object of a target (inverse of :func:`target_from_dict`)."""
    return {"kind": "ssh" if isinstance(t, SSHTarget) else "slurm", **asdict(t)}


def load_targets(path: Path | None = None) -> list[Target]:
    """Targets in the file (an empty list when it does not exist). Raises ``ValueError`` on a malformed file."""
    path = path or targets_path()
    if not path.is_file():
        return []
    data = json.loads(path.read_text(encoding="utf-8"))
    return [target_from_dict(d) for d in data.get("targets", [])]


def save_targets(targets: list[Target], path: Path | None = None) -> Path:
    """Write the targets file (readable by this user only) and return its path.

    Raises:
        ValueError: two targets with the same name.
    """
    names = [t.name for t in targets]
    if len(set(names)) != len(names):
        raise ValueError("target names must be unique")
    path = path or targets_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(
        json.dumps({"targets": [target_to_dict(t) for t in targets]}, ensure_ascii=False, indent=1),
        encoding="utf-8",
    )
    os.chmod(tmp, 0o600)
    tmp.replace(path)
    return path


def connect(target: SSHTarget, timeout: float = 20.0):
    """An open :class:`paramiko.SSHClient` to ``target``; the host key must be in its known_hosts file.

    Keep-alives are sent every 10 s so that a dead connection is noticed by the job that follows it.

    Raises:
        paramiko.SSHException: unknown or changed host key (RejectPolicy), failed authentication.
        OSError: the host cannot be reached.
    """
    import paramiko

    client = paramiko.SSHClient()
    known = (
        Path(target.known_hosts).expanduser()
        if target.known_hosts
        else Path("~/.ssh/known_hosts").expanduser()
    )
    if known.is_file():
        client.load_host_keys(str(known))
    client.set_missing_host_key_policy(paramiko.RejectPolicy())
    client.connect(
        target.host,
        port=int(target.port),
        username=target.user,
        key_filename=str(Path(target.key_file).expanduser()),
        look_for_keys=False,
        allow_agent=False,
        timeout=timeout,
        banner_timeout=timeout,
        auth_timeout=timeout,
    )
    transport = client.get_transport()
    if transport is not None:
        transport.set_keepalive(10)
    return client
