"""Campaigns: the driver (driver.py), its resumable state (state.py) and the findings store (store.py)."""

from .driver import CampaignConfig, CampaignStats, run_campaign

__all__ = ["CampaignConfig", "CampaignStats", "run_campaign"]
