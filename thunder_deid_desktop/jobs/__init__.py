"""Training jobs (local, SSH, Slurm) and the model registry (design card: ``jobs/``).

Every kind of job implements :class:`thunder_deid_desktop.jobs.base.TrainingJob` and yields the same
:class:`~thunder_deid_desktop.jobs.base.JobEvent` stream, so that the admin screen's progress bar, loss chart and
log view follow a local run and a remote one through one code path.
"""
