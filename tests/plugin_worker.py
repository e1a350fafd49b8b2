"""Imported by the web workers that tests/test_web_plugin.py starts: registers its game there."""

from tests.test_web_plugin import register

register()
