"""Printable worksheets."""
