from typing import Literal

AdGoal = Literal["awareness_audience", "awareness_views", "engagement", "interactions"]

AD_GOAL_VALUES: set[AdGoal] = {
    "awareness_audience",
    "awareness_views",
    "engagement",
    "interactions",
}


def check_ad_goal(value: str) -> AdGoal:
    if value in AD_GOAL_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {AD_GOAL_VALUES!r}")
