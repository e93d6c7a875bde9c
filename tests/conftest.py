"""Shared fixtures. Tests never reach the network: the hub is offline and LiteLLM uses its local price map."""

import os

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
os.environ.setdefault("SE_OFFLINE", "true")
os.environ.setdefault("PREFECT_SERVER_ANALYTICS_ENABLED", "false")
