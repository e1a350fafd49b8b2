"""Imported by the web workers that tests/web/test_plugin.py starts: registers its game there."""

from tests.web.test_plugin import register

register()
