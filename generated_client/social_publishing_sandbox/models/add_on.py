from typing import Literal

AddOn = Literal["Ads", "MaxPack", "Messaging"]

ADD_ON_VALUES: set[AddOn] = {
    "Ads",
    "MaxPack",
    "Messaging",
}


def check_add_on(value: str) -> AddOn:
    if value in ADD_ON_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADD_ON_VALUES!r}")
