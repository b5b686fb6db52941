#!/usr/bin/env python3
"""Opens a flame-graph SVG in headless Chromium (Selenium + chromedriver) and reports what it does.

Usage: flamegraph-check.py GRAPH.svg SEARCH_TERM ZOOM_FUNCTION SCREENSHOT_FOLDER
Searches for SEARCH_TERM in the search box, then clicks the first frame named ZOOM_FUNCTION, then
"Reset zoom", then opens GRAPH.svg?s=SEARCH_TERM. Prints one JSON line: the frames drawn, the frames
matched and their names, the matched line, the zoomed frame's width before and after the click and after
the reset, the frames shown while zoomed, the frames matched when the search came in the address, the
console errors, and the three screenshots (loaded, searched, zoomed). The caller asserts.
"""
import json, os, sys, urllib.parse
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from chromium import driver, severe

FRAMES = "g.frame"


def visible_frames(browser):
    return browser.execute_script(
        "return Array.from(document.querySelectorAll('g.frame')).filter(g => !g.classList.contains('hidden')"
        " && Number(g.querySelector('rect').getAttribute('width')) > 0).length")


def frame_width(browser, name):
    return browser.execute_script(
        "var g = Array.from(document.querySelectorAll('g.frame')).find(g => g.getAttribute('data-name') === arguments[0]);"
        "return g ? g.querySelector('rect').getBoundingClientRect().width : null", name)


def main(graph, term, zoom, folder):
    browser = driver("1280,900")
    shots = [os.path.join(folder, name) for name in ("loaded.png", "searched.png", "zoomed.png")]
    try:
        browser.get("file://" + os.path.abspath(graph))
        ready = browser.execute_script("return document.documentElement.getAttribute('data-ready')")
        result = {"ready": ready, "frames": len(browser.find_elements(By.CSS_SELECTOR, FRAMES)),
                  "rects": len(browser.find_elements(By.CSS_SELECTOR, "g.frame rect")),
                  "visible": visible_frames(browser), "labels": browser.execute_script(
                      "return Array.from(document.querySelectorAll('g.frame text')).filter(t => t.textContent.length > 0).length")}
        browser.save_screenshot(shots[0])
        # As a person does: click into the box, then type (send_keys on an input inside an SVG
        # document's foreignObject does not reach it).
        browser.find_element(By.ID, "search").click()
        ActionChains(browser).send_keys(term).perform()
        result["matches"] = browser.execute_script(
            "return Array.from(document.querySelectorAll('g.frame.match')).map(g => g.getAttribute('data-name'))")
        result["match_fill"] = browser.execute_script(
            "var r = document.querySelector('g.frame.match rect'); return r ? getComputedStyle(r).fill : null")
        result["matched"] = browser.find_element(By.ID, "matched").text
        browser.save_screenshot(shots[1])
        target = [g for g in browser.find_elements(By.CSS_SELECTOR, FRAMES) if g.get_attribute("data-name") == zoom][0]
        result["width_before"] = frame_width(browser, zoom)
        target.click()
        result["zoomed"] = browser.execute_script("return document.documentElement.getAttribute('data-zoomed')")
        result["width_zoomed"] = frame_width(browser, zoom)
        result["visible_zoomed"] = visible_frames(browser)
        result["reset_shown"] = browser.find_element(By.ID, "reset").is_displayed()
        browser.save_screenshot(shots[2])
        browser.find_element(By.ID, "reset").click()
        result["width_reset"] = frame_width(browser, zoom)
        result["visible_reset"] = visible_frames(browser)
        result["errors"] = severe(browser)
        browser.get("file://" + os.path.abspath(graph) + "?s=" + urllib.parse.quote(term))
        result["address_search_matches"] = len(browser.find_elements(By.CSS_SELECTOR, "g.frame.match"))
        result["errors"] += severe(browser)
        result["screenshots"] = shots
        print(json.dumps(result))
    finally:
        browser.quit()


if __name__ == "__main__":
    main(*sys.argv[1:5])
