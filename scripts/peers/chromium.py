"""Headless Chromium from Debian driven by Selenium and chromedriver: the one browser setup of the
browser checks (browser-check.py for the dashboard, flamegraph-check.py for flame graphs)."""
import atexit
import os
import shutil
import tempfile

from selenium import webdriver
from selenium.webdriver.chrome.service import Service


def driver(window="1280,1600"):
    # Chromium and chromedriver leave folders in TMPDIR (org.chromium.Chromium.*, the profile): they get
    # a scratch TMPDIR of their own, removed when the script ends.
    scratch = tempfile.mkdtemp(prefix="keyboard-bench-chromium-%d-" % os.getpid())
    atexit.register(shutil.rmtree, scratch, True)
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--window-size=" + window, "--allow-file-access-from-files",
                 "--user-data-dir=" + os.path.join(scratch, "profile")):
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    environment = dict(os.environ, TMPDIR=scratch)
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver", env=environment), options=options)


def severe(browser):
    return [entry["message"] for entry in browser.get_log("browser") if entry["level"] == "SEVERE"]
