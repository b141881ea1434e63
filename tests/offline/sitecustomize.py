"""Network blocker for the offline test (issue 9, item 3): put this folder on ``PYTHONPATH`` and Python imports
it at start-up, before any program code.

Every attempt to resolve a name or open an internet connection (``socket.getaddrinfo``, ``gethostbyname*``,
``socket.create_connection``, ``socket.socket.connect`` / ``connect_ex`` / ``sendto`` for AF_INET and AF_INET6)
is appended as one JSON line to ``$THUNDER_DEID_NET_LOG`` and refused with ``OSError``. AF_UNIX sockets are
allowed: they are local IPC (none of the code under test needs them today, but the Python runtime and
libraries such as torch's multiprocessing may).
"""

import json
import os
import socket
import traceback

_LOG = os.environ.get("THUNDER_DEID_NET_LOG")


def _record(kind, target):
    if _LOG:
        stack = "".join(traceback.format_stack(limit=8)[:-1])
        with open(_LOG, "a", encoding="utf-8") as fh:
            fh.write(
                json.dumps({"pid": os.getpid(), "call": kind, "target": repr(target), "stack": stack}) + "\n"
            )
    raise OSError(101, f"network blocked by the offline test ({kind})")


def _inet(sock):
    return sock.family in (socket.AF_INET, socket.AF_INET6)


_connect = socket.socket.connect
_connect_ex = socket.socket.connect_ex
_sendto = socket.socket.sendto


def connect(self, address):
    if _inet(self):
        _record("connect", address)
    return _connect(self, address)


def connect_ex(self, address):
    if _inet(self):
        _record("connect_ex", address)
    return _connect_ex(self, address)


def sendto(self, *args):
    if _inet(self):
        _record("sendto", args[-1])
    return _sendto(self, *args)


socket.socket.connect = connect
socket.socket.connect_ex = connect_ex
socket.socket.sendto = sendto
socket.getaddrinfo = lambda host, *a, **k: _record("getaddrinfo", host)
socket.gethostbyname = lambda host: _record("gethostbyname", host)
socket.gethostbyname_ex = lambda host: _record("gethostbyname_ex", host)
socket.create_connection = lambda address, *a, **k: _record("create_connection", address)
os.environ["THUNDER_DEID_NET_BLOCKED"] = "1"
