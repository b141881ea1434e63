"""Court-rule de-identification: entities (grouping), policy (YAML rules), josa, render, residual check.

Public API::

    from thunder_deid_desktop.deid import load_policy, render, residual_check, group_entities
    rendering = render(text, spans, load_policy("court"))
"""

from thunder_deid_desktop.deid.entities import Entity, EntityIndex, group_entities
from thunder_deid_desktop.deid.policy import Policy, PolicyError, Rule, available_policies, load_policy
from thunder_deid_desktop.deid.render import DeidWarning, RenderedMention, Rendering, Replacement, render
from thunder_deid_desktop.deid.residual import residual_check

__all__ = [
    "DeidWarning",
    "Entity",
    "EntityIndex",
    "Policy",
    "PolicyError",
    "Rendering",
    "RenderedMention",
    "Replacement",
    "Rule",
    "available_policies",
    "group_entities",
    "load_policy",
    "render",
    "residual_check",
]
